import type * as z from 'zod/mini';
import { communitySchema } from '../../../src/features/stocks/model/community';
import { shared } from '../../openapi/shared-schema';

// The community contract (src/features/stocks/model/community.ts), named for the OpenAPI
// document.

export const communityAnswer = shared<z.output<typeof communitySchema>>(
  communitySchema,
  'StockCommunity',
);
