import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/user/activity?by=others: what someone else (the investor's adviser) did on the
// investor's data, newest first, from the audit log (issue 15, Deliver 3: the adviser's actions
// on a client are visible to the client).

export const ADVISER_ACTIVITY_PATH = '/user/activity?by=others&limit=20';

const schema = z.object({
  entries: z.array(
    z.object({
      id: z.int(),
      at: z.string(),
      action: z.string(),
      actor: z.object({ id: z.string(), name: z.nullable(z.string()) }),
    }),
  ),
});

export const adviserActivityQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'user', 'activity', 'others'],
    queryFn: ({ signal }) => gatewayApi.read(ADVISER_ACTIVITY_PATH, { schema, signal }),
  });

export const useAdviserActivity = () => useQuery(adviserActivityQueryOptions());
