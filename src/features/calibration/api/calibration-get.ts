import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { calibrationAnswerSchema } from '../model/contract';

// GET /api/calibration: the adviser's latest saved calibration, else the default. The same
// query the stock pages' x-factor view reads, so a save refreshes both.

export const CALIBRATION_PATH = '/calibration';

export const calibrationQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'calibration'],
    queryFn: ({ signal }) =>
      gatewayApi.read(CALIBRATION_PATH, { schema: calibrationAnswerSchema, signal }),
    select: (answer) => answer.data,
  });

export const useCalibration = () => useQuery(calibrationQueryOptions());
