import * as z from 'zod/mini';
import {
  createScanSchema,
  savedScanListSchema,
  savedScanSchema,
  updateScanSchema,
} from '../../../src/features/scans/model/contract';
import { shared } from '../../openapi/shared-schema';

// The scans contract (src/features/scans/model/contract.ts), named for the OpenAPI document.

export const scanCreateBody = shared<z.output<typeof createScanSchema>>(
  createScanSchema,
  'SavedScanCreate',
  [
    {
      id: '3f2b8c1e-6a4d-4e8f-9b1c-2d3e4f5a6b7c',
      name: 'Oversold quality',
      expression: 'rsi(14) < 30 AND roe > 15',
    },
  ],
);
export const scanUpdateBody = shared<z.output<typeof updateScanSchema>>(
  updateScanSchema,
  'SavedScanUpdate',
  [{ name: 'Cheap and profitable', expression: 'pe < 15 AND roe > 18' }],
);
export const scanAnswer = shared(savedScanSchema, 'SavedScan');
export const scansAnswer = shared(savedScanListSchema, 'SavedScans');
export const deletedAnswer = shared(z.object({ deleted: z.literal(true) }), 'SavedScanDeleted');
