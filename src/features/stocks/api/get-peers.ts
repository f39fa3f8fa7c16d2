import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';
import type { Exchange } from './get-instrument';

// GET /archive/instruments/:symbol/peers: the stock and its industry's companies closest in
// size, with their ratios; served from the cache until the data update.

const ratio = z.nullable(z.number());

export const peerRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  isSubject: z.boolean(),
  close: z.nullable(z.number()),
  changePercent: ratio,
  marketCap: z.nullable(z.number()),
  pe: ratio,
  pb: ratio,
  roePercent: ratio,
  debtToEquity: ratio,
  netMarginPercent: ratio,
});

const peersSchema = z.object({
  data: z.object({
    industry: z.string(),
    asOf: z.nullable(z.string()),
    rows: z.array(peerRowSchema),
  }),
});

export type PeerRow = z.output<typeof peerRowSchema>;
export type Peers = z.output<typeof peersSchema>['data'];

export const PEERS_SHOWN = 5;

export const peersQueryOptions = (exchange: Exchange, symbol: string) =>
  queryOptions({
    queryKey: ['archive', 'peers', exchange, symbol, PEERS_SHOWN],
    queryFn: ({ signal }) =>
      archiveApi.get(`/instruments/${encodeURIComponent(symbol)}/peers`, {
        query: { exchange, limit: String(PEERS_SHOWN) },
        cacheable: true,
        schema: peersSchema,
        signal,
      }),
    select: (answer) => answer.data,
  });

export const usePeers = (exchange: Exchange, symbol: string) =>
  useQuery(peersQueryOptions(exchange, symbol));
