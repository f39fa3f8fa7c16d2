import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { brokerListSchema } from '../model/broker-link';

// GET /api/brokers: paper first, then the live brokers and whether this server has them set up.

export const brokersQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'brokers'],
    queryFn: ({ signal }) => gatewayApi.read('/brokers', { schema: brokerListSchema, signal }),
  });

export const useBrokers = () => useQuery(brokersQueryOptions());
