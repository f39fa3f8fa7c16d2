import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { advisorLinksSchema } from '../model/broker-link';

// GET /api/advisor/broker-links: the adviser's own investors' links, re-logins first.

export const advisorBrokerLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'broker-links'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/advisor/broker-links', { schema: advisorLinksSchema, signal }),
  });

export const useAdvisorBrokerLinks = () => useQuery(advisorBrokerLinksQueryOptions());
