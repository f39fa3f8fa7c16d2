import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { leadDetailSchema } from '../model/contract';
import { leadPath } from '../model/pending-writes';
import { LEADS_KEY } from './leads-get';

// GET /api/advisor/crm/leads/{leadId}: one lead with its interactions, stage history, tasks and
// invitation. Another adviser's lead is 404.

export const leadQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: [...LEADS_KEY, 'detail', leadId],
    queryFn: ({ signal }) =>
      gatewayApi.read(leadPath(leadId), { schema: leadDetailSchema, signal }),
  });

export const useLead = (leadId: string) => useQuery(leadQueryOptions(leadId));
