import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { CALIBRATION_FACTOR_KEYS } from '@/domain/calibration';

// GET /api/calibration: the score calibration the x-factor view explains the composite with
// (an investor's adviser's latest, an adviser's own, else the default). The shape is the
// calibration contract's (src/features/calibration/model/contract.ts, which a feature may not
// import), read here as far as this view needs it.

const calibrationSchema = z.object({
  calibration: z.object({
    weights: z.record(z.enum(CALIBRATION_FACTOR_KEYS), z.number()),
    k: z.number(),
  }),
  source: z.enum(['default', 'adviser']),
  adviserName: z.nullable(z.string()),
  savedAt: z.nullable(z.string()),
});

export const calibrationQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'calibration'],
    queryFn: ({ signal }) => gatewayApi.read('/calibration', { schema: calibrationSchema, signal }),
    select: (answer) => answer.data,
  });

export const useCalibration = () => useQuery(calibrationQueryOptions());
