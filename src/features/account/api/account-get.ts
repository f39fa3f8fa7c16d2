import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { accountSchema } from '../model/contract';

// GET /api/investor/account: the profile, notification choices, the last "sign out everywhere"
// and a pending deletion. Network first, the cached copy offline (the screen says "as of").

export const ACCOUNT_PATH = '/investor/account';

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'account'],
    queryFn: ({ signal }) => gatewayApi.read(ACCOUNT_PATH, { schema: accountSchema, signal }),
  });

export const useAccount = () => useQuery(accountQueryOptions());
