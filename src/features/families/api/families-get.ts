import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { familyListSchema } from '../model/contract';

// GET /api/advisor/families: the adviser's families with their members and combined value.
// Network first, the saved answer offline (shown with "as of").

export const FAMILIES_PATH = '/advisor/families';
/** Every family query starts with this: a family write refreshes them all. */
export const FAMILIES_KEY = ['gateway', 'advisor', 'families'] as const;

export const familiesQueryOptions = () =>
  queryOptions({
    queryKey: [...FAMILIES_KEY, 'list'],
    queryFn: ({ signal }) => gatewayApi.read(FAMILIES_PATH, { schema: familyListSchema, signal }),
  });

export const useFamilies = () => useQuery(familiesQueryOptions());
