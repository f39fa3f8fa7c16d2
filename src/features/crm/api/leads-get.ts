import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { leadListSchema } from '../model/contract';
import { LEADS_PATH } from '../model/pending-writes';

// GET /api/advisor/crm/leads: the adviser's leads. Network first, the saved answer offline (the
// screen says "as of").

/** Every CRM query starts with this: a CRM write refreshes them all. */
export const CRM_KEY = ['gateway', 'advisor', 'crm'] as const;
export const LEADS_KEY = [...CRM_KEY, 'leads'] as const;

export const leadsQueryOptions = () =>
  queryOptions({
    queryKey: [...LEADS_KEY, 'list'],
    queryFn: ({ signal }) => gatewayApi.read(LEADS_PATH, { schema: leadListSchema, signal }),
  });

export const useLeads = () => useQuery(leadsQueryOptions());
