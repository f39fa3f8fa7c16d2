import type * as z from 'zod/mini';
import {
  callListSchema,
  createCallSchema,
  researchCallSchema,
} from '../../../src/features/research/model/contract';
import { shared } from '../../openapi/shared-schema';

// The research calls' contract (src/features/research/model/contract.ts), named for the
// OpenAPI document.

export const callCreateBody = shared<z.output<typeof createCallSchema>>(
  createCallSchema,
  'ResearchCallCreate',
  [
    {
      callId: '7b0c6a1e-3f1d-4a59-9a57-2f4f3c1d2e10',
      symbol: 'ITC',
      action: 'buy',
      targetPrice: 520_00,
      stopLoss: 430_00,
      horizonDays: 180,
      rationale: 'Steady cigarette cash flows, hotels demerged, FMCG margins improving.',
      categories: ['moderate', 'aggressive'],
      allocationBp: 500,
    },
  ],
);
export const callAnswer = shared(researchCallSchema, 'ResearchCall');
export const callListAnswer = shared(callListSchema, 'ResearchCallList');
