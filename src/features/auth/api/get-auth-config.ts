import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAuthConfig } from '@/auth/amplify/load-amplify';

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth-config'], queryFn: loadAuthConfig, staleTime: Infinity });

/** The server's identity settings (the dev mailbox address among them). */
export const useAuthConfig = () => useQuery(authConfigQueryOptions());
