import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/advisor/families: the adviser's families, for a contact's household picker and the
// households view. Only what they need is read (the families feature owns the rest of the
// shape); under the families' key, so a family write refreshes it too.

const schema = z.object({
  families: z.array(z.object({ familyId: z.string(), name: z.string() })),
});
export type HouseholdChoice = z.infer<typeof schema>['families'][number];

export const householdsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'families', 'crm-households'],
    queryFn: ({ signal }) => gatewayApi.read('/advisor/families', { schema, signal }),
  });

export const useHouseholds = () => useQuery(householdsQueryOptions());
