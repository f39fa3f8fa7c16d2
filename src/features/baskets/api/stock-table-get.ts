import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveApi } from '@/api/clients';
import { stockTableSchema } from '../model/archive-shapes';

// GET /archive/stock-table: every listed NIFTY 500 stock with its price, size, fundamentals and
// factor scores on the latest day, in one call (about 500 rows) that serves the stock selection
// and the basket form. Archive data change only with the data update, so the cache keeps it
// until then, offline too (cache policy).

export const stockTableQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'stock-table'],
    queryFn: async ({ signal }) => {
      const answer = await archiveApi.read('/stock-table', {
        cacheable: true,
        schema: stockTableSchema,
        signal,
      });
      // The envelope's data, with where it came from (for "as of").
      return { ...answer, data: answer.data.data };
    },
    staleTime: 5 * 60_000,
  });

export const useStockTable = () => useQuery(stockTableQueryOptions());
