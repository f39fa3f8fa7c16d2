import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { holdingsSchema } from '../model/contract';

// GET /api/investor/holdings: every position with its lots, valued at the latest close. A
// gateway GET goes to the network first and falls back to the response cache offline, so the
// screen can show saved holdings with "as of" (ARCHITECTURE.md, cache policy).

export const holdingsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'holdings'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/investor/holdings', { schema: holdingsSchema, signal }),
  });

export const useHoldings = () => useQuery(holdingsQueryOptions());
