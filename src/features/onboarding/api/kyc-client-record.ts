import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { kycRecordSchema } from '../model/kyc-records';

// GET /api/advisor/investors/{id}/kyc: one client's KYC as submitted (404 for anyone else's).

export const clientKycPath = (investorId: string) =>
  `/advisor/investors/${encodeURIComponent(investorId)}/kyc`;

export const clientKycQueryOptions = (investorId: string) =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'investors', investorId, 'kyc'],
    queryFn: ({ signal }) =>
      gatewayApi.read(clientKycPath(investorId), { schema: kycRecordSchema, signal }),
  });

export const useClientKyc = (investorId: string) => useQuery(clientKycQueryOptions(investorId));
