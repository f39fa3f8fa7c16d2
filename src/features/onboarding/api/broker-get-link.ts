import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { linkAnswerSchema } from '../model/broker-link';

// GET /api/investor/broker: the investor's link (status, last sync, session end) or null.

export const brokerLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'broker'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/investor/broker', { schema: linkAnswerSchema, signal }),
  });

export const useBrokerLink = () => useQuery(brokerLinkQueryOptions());
