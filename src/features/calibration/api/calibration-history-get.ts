import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { calibrationHistorySchema } from '../model/contract';

// GET /api/advisor/calibration/history: every calibration the adviser saved, newest first.

export const calibrationHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'calibration-history'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/advisor/calibration/history', { schema: calibrationHistorySchema, signal }),
    select: (answer) => answer.data,
  });

export const useCalibrationHistory = () => useQuery(calibrationHistoryQueryOptions());
