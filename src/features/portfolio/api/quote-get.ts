import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';

// GET /archive/quotes?symbols=INFY: the latest close of a stock the investor does not hold yet,
// for the order ticket's estimate and price band. Archive data change only with the data
// update, so the cache serves it until then (cache policy).

const quoteSchema = z.object({
  data: z.object({
    quotes: z.array(
      z.object({ symbol: z.string(), name: z.string(), date: z.string(), close: z.int() }),
    ),
  }),
});

export const quoteQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: ['archive', 'quotes', symbol],
    queryFn: async ({ signal }) => {
      const answer = await archiveApi.get('/quotes', {
        query: { symbols: symbol, exchange: 'NSE' },
        cacheable: true,
        schema: quoteSchema,
        signal,
      });
      return answer.data.quotes.find((quote) => quote.symbol === symbol) ?? null;
    },
  });

export const useQuote = (symbol: string, enabled: boolean) =>
  useQuery({ ...quoteQueryOptions(symbol), enabled });
