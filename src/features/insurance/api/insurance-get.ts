import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { insuranceSchema } from '../model/contract';

// GET /api/investor/insurance: the investor's policies and their saved needs inputs. Network
// first, the saved answer offline (the screen says "as of").

export const INSURANCE_PATH = '/investor/insurance';
/** Every query of the investor's insurance starts with this: a write refreshes them all. */
export const INSURANCE_KEY = ['gateway', 'investor', 'insurance'] as const;

export const insuranceQueryOptions = () =>
  queryOptions({
    queryKey: [...INSURANCE_KEY, 'own'],
    queryFn: ({ signal }) => gatewayApi.read(INSURANCE_PATH, { schema: insuranceSchema, signal }),
  });

export const useInsurance = () => useQuery(insuranceQueryOptions());
