import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';
import type { Exchange } from '../model/rules';

// GET /archive/quotes?symbols=…: a list's last prices, day changes and 52-week ranges in one
// call (at most 100 symbols, a list's most). Archive data change only with the data update, so
// the cache serves them until then, offline too (cache policy). The key sorts the symbols: a
// reorder asks nothing new.

const quoteSchema = z.object({
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  name: z.string(),
  date: z.string(),
  close: z.int(),
  change: z.nullable(z.int()),
  changePercent: z.nullable(z.number()),
  high52w: z.int(),
  low52w: z.int(),
});
export type Quote = z.infer<typeof quoteSchema>;

const quotesSchema = z.object({
  data: z.object({ quotes: z.array(quoteSchema), unknown: z.array(z.string()) }),
  meta: z.object({ demo: z.boolean(), label: z.nullable(z.string()) }),
});

export const quotesQueryOptions = (exchange: Exchange, symbols: readonly string[]) => {
  const sorted = [...new Set(symbols)].sort();
  return queryOptions({
    queryKey: ['archive', 'quotes', exchange, sorted.join(',')],
    queryFn: ({ signal }) =>
      archiveApi.get('/quotes', {
        query: { symbols: sorted.join(','), exchange },
        cacheable: true,
        schema: quotesSchema,
        signal,
      }),
    enabled: sorted.length > 0,
  });
};

export const useQuotes = (exchange: Exchange, symbols: readonly string[]) =>
  useQuery(quotesQueryOptions(exchange, symbols));
