import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { communitySchema } from '../model/community';
import type { Exchange } from './get-instrument';

// GET /api/stocks/:exchange/:symbol/community: what the product's investors and advisers do
// with the stock, anonymised (issue 12, Deliver 7). A gateway GET goes to the network first and
// falls back to the response cache offline; `read` keeps where the answer came from, so the card
// can say "as of" (ARCHITECTURE.md, cache policy).

export const communityQueryOptions = (exchange: Exchange, symbol: string) =>
  queryOptions({
    queryKey: ['gateway', 'stocks', exchange, symbol, 'community'],
    queryFn: ({ signal }) =>
      gatewayApi.read(`/stocks/${exchange}/${encodeURIComponent(symbol)}/community`, {
        schema: communitySchema,
        signal,
      }),
  });

export const useCommunity = (exchange: Exchange, symbol: string) =>
  useQuery(communityQueryOptions(exchange, symbol));
