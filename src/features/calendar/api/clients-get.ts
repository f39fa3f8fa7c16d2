import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/advisor/investors: the adviser's own clients (id is the client's sub), to propose a
// meeting to one and to name whose event is whose.

const schema = z.object({
  investors: z.array(z.object({ id: z.string(), name: z.nullable(z.string()) })),
});

export const meetingClientsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'investors', 'calendar-clients'],
    networkMode: 'always',
    queryFn: ({ signal }) => gatewayApi.read('/advisor/investors', { schema, signal }),
  });

/** Only an adviser asks (an investor's calendar has no clients). */
export const useMeetingClients = (enabled: boolean) =>
  useQuery({ ...meetingClientsQueryOptions(), enabled });
