import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';
import type { Exchange } from './get-instrument';

// GET /archive/instruments/:symbol/fundamentals: the shareholding part of each quarter (basis
// points), oldest first; served from the cache until the data update.

const bp = z.number().check(z.int());

const shareholdingSchema = z.object({
  data: z.object({
    quarters: z.array(
      z.object({
        periodEnd: z.string(),
        promoterHoldingBp: bp,
        promoterPledgeBp: bp,
        fiiHoldingBp: bp,
        diiHoldingBp: bp,
      }),
    ),
  }),
});

export type ShareholdingQuarter = z.output<typeof shareholdingSchema>['data']['quarters'][number];

export const SHAREHOLDING_QUARTERS = 8;

export const shareholdingQueryOptions = (exchange: Exchange, symbol: string) =>
  queryOptions({
    queryKey: ['archive', 'fundamentals', exchange, symbol, SHAREHOLDING_QUARTERS],
    queryFn: ({ signal }) =>
      archiveApi.get(`/instruments/${encodeURIComponent(symbol)}/fundamentals`, {
        query: { exchange, quarters: String(SHAREHOLDING_QUARTERS) },
        cacheable: true,
        schema: shareholdingSchema,
        signal,
      }),
    select: (answer) => answer.data.quarters,
  });

export const useShareholding = (exchange: Exchange, symbol: string) =>
  useQuery(shareholdingQueryOptions(exchange, symbol));
