import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { dataCheckSchema } from '../model/contract';

// GET /api/advisor/datacheck?days=N: the archive's freshness, gaps, anomalies in the window and
// import history. Network first, the saved answer offline (shown with "as of").

export const DATACHECK_PATH = '/advisor/datacheck';
export const DATACHECK_KEY = ['gateway', 'advisor', 'datacheck'] as const;

export const dataCheckQueryOptions = (days: number) =>
  queryOptions({
    queryKey: [...DATACHECK_KEY, days],
    queryFn: ({ signal }) =>
      gatewayApi.read(DATACHECK_PATH, {
        query: { days: String(days) },
        schema: dataCheckSchema,
        signal,
      }),
    // Another window keeps the last answer on screen while it loads.
    placeholderData: keepPreviousData,
  });

export const useDataCheck = (days: number) => useQuery(dataCheckQueryOptions(days));
