import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { fundsSchema } from '../model/contract';

// GET /api/investor/funds: the paper account's cash. 409 `no_paper_account` means the investor
// has not linked the paper broker yet: an empty state with a way to link, not an error
// (isNoPaperAccount, components/dashboard-account-state.tsx).

export const fundsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'funds'],
    queryFn: ({ signal }) => gatewayApi.read('/investor/funds', { schema: fundsSchema, signal }),
  });

export const useFunds = () => useQuery(fundsQueryOptions());
