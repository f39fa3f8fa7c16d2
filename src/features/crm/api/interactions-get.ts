import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { interactionListSchema } from '../model/contract';
import { CRM_PATH } from '../model/pending-writes';
import { CRM_KEY } from './leads-get';

// GET /api/advisor/crm/interactions (issue 17): every interaction's text, newest first, so the
// search box finds notes too, also offline (a GET: the saved answer serves without signal).

export const INTERACTIONS_PATH = `${CRM_PATH}/interactions`;

export const interactionsQueryOptions = () =>
  queryOptions({
    queryKey: [...CRM_KEY, 'interactions', 'list'],
    queryFn: ({ signal }) =>
      gatewayApi.read(INTERACTIONS_PATH, { schema: interactionListSchema, signal }),
  });

export const useInteractions = () => useQuery(interactionsQueryOptions());
