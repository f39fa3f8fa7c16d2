import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/advisor/investors: the adviser's own clients, to choose a family's members from.

const schema = z.object({
  investors: z.array(z.object({ id: z.string(), name: z.nullable(z.string()) })),
});

export const familyClientsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'investors', 'family-picker'],
    queryFn: ({ signal }) => gatewayApi.read('/advisor/investors', { schema, signal }),
  });

export const useFamilyClients = () => useQuery(familyClientsQueryOptions());
