import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { ACTIVITY_PAGE, clientActivitySchema } from '../model/details-contract';

// GET /api/advisor/investors/{id}/activity: the adviser's own audited actions on one client,
// newest first, a page at a time (`before` = the previous page's nextBefore).

export const activityPath = (investorId: string, before?: number) =>
  `/advisor/investors/${encodeURIComponent(investorId)}/activity?limit=${ACTIVITY_PAGE}` +
  (before === undefined ? '' : `&before=${before}`);

export const clientActivityQueryOptions = (investorId: string) =>
  infiniteQueryOptions({
    queryKey: ['gateway', 'advisor', 'investors', investorId, 'activity'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ signal, pageParam }) =>
      gatewayApi.read(activityPath(investorId, pageParam), {
        schema: clientActivitySchema,
        signal,
      }),
    getNextPageParam: (last) => last.data.nextBefore ?? undefined,
  });

export const useClientActivity = (investorId: string) =>
  useInfiniteQuery(clientActivityQueryOptions(investorId));
