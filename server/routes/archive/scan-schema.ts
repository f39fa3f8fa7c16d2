import type { z } from 'zod';
import {
  scanQuerySchema,
  scanResultSchema,
  type ScanQuery,
} from '../../../src/features/scans/model/contract';
import { shared } from '../../openapi/shared-schema';

// GET /archive/scan's schemas: the scans contract's (src/features/scans/model/contract.ts, zod
// mini, shared with the app), typed for the archive route table. The query stays unnamed, as
// the route table's other queries (their properties become the operation's parameters).

export const scanQuery = scanQuerySchema as unknown as z.ZodType<ScanQuery>;
export const scanResultData = shared(scanResultSchema, 'ScanResult');
