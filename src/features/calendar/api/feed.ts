import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { apiEnv } from '@/api/env';
import {
  calendarFeedCreatedSchema,
  calendarFeedRevokedSchema,
  calendarFeedStateSchema,
  feedAddress,
} from '../model/contract';
import { CALENDAR_KEY } from './events-get';

// The private subscription (issue 18): GET /api/calendar/feed says whether one is live; POST
// makes a new secret url (the old one stops working at once); DELETE revokes it. Made and
// revoked online only: the url is in POST's answer and nowhere else (the server keeps only a
// hash of its token), so it cannot wait in the outbox, and a revoke must be known to have landed.

export const FEED_PATH = '/calendar/feed';
const FEED_KEY = [...CALENDAR_KEY, 'feed'] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: FEED_KEY,
    networkMode: 'always',
    queryFn: ({ signal }) =>
      gatewayApi.read(FEED_PATH, { schema: calendarFeedStateSchema, signal }),
  });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

// Each press is its own request; the key lets the server's write path replay a lost answer.
const idempotency = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** The new address, absolute (the server answers its path; a calendar app needs the origin). */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await gatewayApi.send('POST', FEED_PATH, {
        schema: calendarFeedCreatedSchema,
        headers: idempotency(),
      });
      const origin = new URL(apiEnv.gatewayBase, location.href).origin;
      return { ...data, url: feedAddress(data.url, origin) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await gatewayApi.send('DELETE', FEED_PATH, {
          schema: calendarFeedRevokedSchema,
          headers: idempotency(),
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}
