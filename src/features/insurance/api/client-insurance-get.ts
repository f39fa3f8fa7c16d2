import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { insuranceSchema } from '../model/contract';

// GET /api/advisor/investors/{investorId}/insurance: a client's policies and saved needs inputs,
// read only; 404 for anyone who is not the caller's client. A GET, so the service worker keeps
// it for a meeting without signal.

export const clientInsurancePath = (investorId: string) =>
  `/advisor/investors/${encodeURIComponent(investorId)}/insurance`;

export const clientInsuranceQueryOptions = (investorId: string) =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'investors', investorId, 'insurance'],
    queryFn: ({ signal }) =>
      gatewayApi.read(clientInsurancePath(investorId), { schema: insuranceSchema, signal }),
  });

export const useClientInsurance = (investorId: string) =>
  useQuery(clientInsuranceQueryOptions(investorId));
