import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveApi } from '@/api/clients';
import { instrumentSchema } from '../model/contract';

// GET /archive/instruments/:symbol: name, sector, company facts, index memberships, the latest
// quote and corporate actions. Archive data change only with the data update, so the cache
// serves it until then, and offline (cache policy).

export type Exchange = 'NSE' | 'BSE';

export const instrumentQueryOptions = (exchange: Exchange, symbol: string) =>
  queryOptions({
    queryKey: ['archive', 'instrument', exchange, symbol],
    queryFn: ({ signal }) =>
      archiveApi.read(`/instruments/${encodeURIComponent(symbol)}`, {
        query: { exchange },
        cacheable: true,
        schema: instrumentSchema,
        signal,
      }),
  });

export const useInstrument = (exchange: Exchange, symbol: string) =>
  useQuery(instrumentQueryOptions(exchange, symbol));
