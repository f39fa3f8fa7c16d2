import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { familyDetailSchema } from '../model/contract';
import { FAMILIES_KEY, FAMILIES_PATH } from './families-get';

// GET /api/advisor/families/{familyId}: the family view (consolidated holdings, allocation,
// overlap, goals). 404 for anything but one of the adviser's own families.

export const familyPath = (familyId: string) => `${FAMILIES_PATH}/${encodeURIComponent(familyId)}`;

export const familyQueryOptions = (familyId: string) =>
  queryOptions({
    queryKey: [...FAMILIES_KEY, 'one', familyId],
    queryFn: ({ signal }) =>
      gatewayApi.read(familyPath(familyId), { schema: familyDetailSchema, signal }),
  });

export const useFamily = (familyId: string) => useQuery(familyQueryOptions(familyId));
