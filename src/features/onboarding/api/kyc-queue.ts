import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { kycQueueSchema } from '../model/kyc-records';

// GET /api/advisor/kyc/queue: the adviser's investors whose KYC awaits review, oldest first.

export const kycQueueQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'kyc', 'queue'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/advisor/kyc/queue', { schema: kycQueueSchema, signal }),
  });

export const useKycQueue = () => useQuery(kycQueueQueryOptions());
