import type { StockRef } from '../model/rules';
import { LISTS_PATH, useWatchlistWrite, type WatchlistWrite } from './watchlist-write';

// POST /api/investor/watchlists with an id made here, so that stocks added to the new list
// offline, before the server has it, name the same list.

export interface CreateInput {
  id: string;
  name: string;
  items?: StockRef[];
}

export const createWrite = ({ id, name, items }: CreateInput): WatchlistWrite => ({
  request: {
    kind: 'watchlist-create',
    label: `New list ${name}`,
    replay: 'silent',
    method: 'POST',
    path: LISTS_PATH,
    body: { id, name, ...(items && { items }) },
  },
  edit: { kind: 'create', id, name, ...(items && { items }) },
});

export const useCreateWatchlist = () => useWatchlistWrite(createWrite);
