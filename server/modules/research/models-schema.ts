import type * as z from 'zod/mini';
import {
  createModelSchema,
  modelDetailSchema,
  modelListSchema,
  modelUpdateAnswerSchema,
  updateModelSchema,
} from '../../../src/features/research/model/contract';
import { shared } from '../../openapi/shared-schema';

// The model portfolios' contract (src/features/research/model/contract.ts), named for the
// OpenAPI document.

const stocks = [
  { symbol: 'HDFCBANK', weightBp: 3_000 },
  { symbol: 'TCS', weightBp: 2_500 },
  { symbol: 'ITC', weightBp: 2_500 },
  { symbol: 'ASIANPAINT', weightBp: 2_000 },
];

export const modelCreateBody = shared<z.output<typeof createModelSchema>>(
  createModelSchema,
  'ModelPortfolioCreate',
  [
    {
      modelId: '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c',
      name: 'Steady compounders',
      goalType: 'retirement',
      stocks,
      categories: ['moderate', 'moderately-aggressive'],
      driftBandBp: 500,
      reviewDate: '2027-02-24',
      note: 'Large, profitable companies for a long horizon.',
    },
  ],
);
export const modelUpdateBody = shared<z.output<typeof updateModelSchema>>(
  updateModelSchema,
  'ModelPortfolioUpdate',
  [
    {
      name: 'Steady compounders',
      goalType: 'retirement',
      stocks: stocks.map((stock, index) => ({
        ...stock,
        weightBp: index === 0 ? 2_500 : index === 3 ? 2_500 : stock.weightBp,
      })),
      categories: ['moderate', 'moderately-aggressive'],
      driftBandBp: 500,
      reviewDate: '2027-05-24',
      note: 'Less in banks, more in ASIANPAINT after its fall.',
    },
  ],
);
export const modelListAnswer = shared(modelListSchema, 'ModelPortfolios');
export const modelDetailAnswer = shared(modelDetailSchema, 'ModelPortfolio');
export const modelUpdateAnswer = shared(modelUpdateAnswerSchema, 'ModelPortfolioUpdated');
