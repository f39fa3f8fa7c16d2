import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { kycRecordSchema } from '../model/kyc-records';

// GET /api/investor/kyc: the signed-in investor's KYC (status, draft, submitted details).

export const KYC_PATH = '/investor/kyc';

export const ownKycQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'kyc'],
    queryFn: ({ signal }) => gatewayApi.read(KYC_PATH, { schema: kycRecordSchema, signal }),
  });

export const useOwnKyc = () => useQuery(ownKycQueryOptions());
