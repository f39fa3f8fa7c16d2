import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { watchlistsSchema } from '../model/contract';

// GET /api/investor/watchlists: the investor's lists with their stocks in order. A gateway GET
// goes to the network first and falls back to the response cache offline, so the screen shows
// the saved lists with "as of" (ARCHITECTURE.md, cache policy); edits still in the outbox are
// laid over them (hooks/use-watchlists-view.ts).

export const watchlistsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'watchlists'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/investor/watchlists', { schema: watchlistsSchema, signal }),
  });

export const useWatchlists = () => useQuery(watchlistsQueryOptions());
