import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import { cashLedgerSchema, type CashLedger } from '../model/contract';

// GET /api/investor/funds/ledger: every movement of the paper account's cash.

export const getCashLedger = (signal?: AbortSignal): Promise<ApiResult<CashLedger>> =>
  gatewayApi.read('/investor/funds/ledger', {
    schema: cashLedgerSchema,
    cacheable: true,
    signal,
  });

export const cashLedgerQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'funds', 'ledger'],
    queryFn: ({ signal }) => getCashLedger(signal),
  });

export const useCashLedger = () => useQuery(cashLedgerQueryOptions());
