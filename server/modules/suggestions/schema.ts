import type * as z from 'zod/mini';
import {
  acceptSchema,
  advisorSuggestionListSchema,
  advisorSuggestionQuerySchema,
  createSuggestionSchema,
  declineSchema,
  sentSchema,
  suggestionListSchema,
  suggestionSchema,
} from '../../../src/features/suggestions/model/contract';
import { shared } from '../../openapi/shared-schema';

// The suggestions contract (src/features/suggestions/model/contract.ts), named for the OpenAPI
// document.

export const createSuggestionBody = shared<z.output<typeof createSuggestionSchema>>(
  createSuggestionSchema,
  'SuggestionCreate',
  [
    {
      sendId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
      source: { kind: 'call', callId: '0b7c1c33-5f7e-4b1e-9d2a-3c1e0f7b9a10' },
      to: { category: 'moderate' },
    },
    {
      sendId: '7a2e3d4c-5b6f-4071-9b8c-0d1e2f3a4b5c',
      source: {
        kind: 'model',
        modelId: '5d0a3f4e-8c1b-4a6e-9f2d-7b3c1e0a9d55',
        amount: 1_00_000_00,
      },
      to: { investorIds: ['3c9e2a71-4d5b-4f08-9a6c-1e2f3a4b5c6d'] },
      message: 'A steady core for your long-term goals',
      justification: 'Discussed in our review meeting: the client wants this exposure knowingly.',
    },
  ],
);
export const sentAnswer = shared(sentSchema, 'SuggestionsSent');
export const advisorSuggestionsAnswer = shared(advisorSuggestionListSchema, 'AdvisorSuggestions');
export const advisorSuggestionQuery = shared(
  advisorSuggestionQuerySchema,
  'AdvisorSuggestionQuery',
);
export const suggestionListAnswer = shared(suggestionListSchema, 'Suggestions');
export const suggestionAnswer = shared(suggestionSchema, 'Suggestion');
export const acceptBody = shared<z.output<typeof acceptSchema>>(acceptSchema, 'SuggestionAccept', [
  { asOf: '2026-11-24' },
  { asOf: '2026-11-24', quantities: { 'BUY:ITC': 10, 'SELL:INFY': 0 } },
]);
export const declineBody = shared<z.output<typeof declineSchema>>(
  declineSchema,
  'SuggestionDecline',
  [{ reason: 'I would rather keep more cash this quarter' }],
);
