import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';

// GET /archive/instruments/universe (archive API), the list the app bar's stock search reads:
// every listed stock, largest first, cached until the next data update (so the call form's
// symbol suggestions work offline too). Only the NSE symbols and names are kept here.

const universeSchema = z.object({
  data: z.array(
    z.object({
      exchange: z.enum(['NSE', 'BSE']),
      symbol: z.string(),
      name: z.string(),
      sector: z.string(),
    }),
  ),
});

export interface ListedStock {
  symbol: string;
  name: string;
  sector: string;
}

export const stockListQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'instruments', 'universe', 'research'],
    queryFn: async ({ signal }): Promise<ListedStock[]> => {
      const answer = await archiveApi.read('/instruments/universe', {
        cacheable: true,
        schema: universeSchema,
        signal,
      });
      return answer.data.data
        .filter((stock) => stock.exchange === 'NSE')
        .map(({ symbol, name, sector }) => ({ symbol, name, sector }));
    },
    staleTime: 30 * 60_000,
    gcTime: Infinity,
  });

export const useStockList = () => useQuery(stockListQueryOptions());
