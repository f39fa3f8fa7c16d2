import type * as z from 'zod/mini';
import {
  basketCreateSchema,
  basketSchema,
  basketsSchema,
  basketUpdateSchema,
  deletedSchema,
  investmentSchema,
  investPreviewSchema,
  investSchema,
  rebalancePreviewSchema,
  rebalanceRequestSchema,
  sipSchema,
} from '../../../src/features/baskets/model/contract';
import { shared } from '../../openapi/shared-schema';

// The baskets contract (src/features/baskets/model/contract.ts), named for the OpenAPI document.

export const basketCreateBody = shared<z.output<typeof basketCreateSchema>>(
  basketCreateSchema,
  'BasketCreate',
  [
    {
      name: 'Banks for the long run',
      weighting: 'equal',
      stocks: [{ symbol: 'HDFCBANK' }, { symbol: 'ICICIBANK' }, { symbol: 'SBIN' }],
    },
    {
      name: 'My own mix',
      weighting: 'custom',
      stocks: [
        { symbol: 'INFY', weightBp: 6_000 },
        { symbol: 'TCS', weightBp: 4_000 },
      ],
      toleranceBp: 300,
    },
  ],
);
export const basketUpdateBody = shared<z.output<typeof basketUpdateSchema>>(
  basketUpdateSchema,
  'BasketUpdate',
  [
    {
      name: 'Quality at a fair price',
      weighting: 'factor',
      stocks: [{ symbol: 'TCS' }, { symbol: 'ASIANPAINT' }, { symbol: 'NESTLEIND' }],
    },
  ],
);
export const investBody = shared<z.output<typeof investSchema>>(investSchema, 'BasketInvest', [
  { amount: 50_000_00, asOf: '2026-06-30' },
  { amount: 10_000_00, goalId: '0b7c1c33-5f7e-4b1e-9d2a-3c1e0f7b9a10' },
  { retryOf: '5d0a3f4e-8c1b-4a6e-9f2d-7b3c1e0a9d55' },
]);
export const sipBody = shared<z.output<typeof sipSchema>>(sipSchema, 'BasketSip', [
  { amount: 10_000_00, day: 5, active: true },
]);
export const rebalanceBody = shared<z.output<typeof rebalanceRequestSchema>>(
  rebalanceRequestSchema,
  'BasketRebalance',
  [{ asOf: '2026-06-30' }],
);
export const basketAnswer = shared(basketSchema, 'Basket');
export const basketsAnswer = shared(basketsSchema, 'Baskets');
export const investmentAnswer = shared(investmentSchema, 'BasketInvestment');
export const investPreviewAnswer = shared(investPreviewSchema, 'BasketInvestPreview');
export const rebalancePreviewAnswer = shared(rebalancePreviewSchema, 'BasketRebalancePreview');
export const deletedAnswer = shared(deletedSchema, 'BasketDeleted');
