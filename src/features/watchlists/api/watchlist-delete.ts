import type { Watchlist } from '../model/contract';
import { listPath, useWatchlistWrite, type WatchlistWrite } from './watchlist-write';

// DELETE /api/investor/watchlists/{id}: the list and its stocks (alerts stay).

export const deleteWrite = (list: Watchlist): WatchlistWrite => ({
  request: {
    kind: 'watchlist-delete',
    label: `Delete the list ${list.name}`,
    replay: 'silent',
    method: 'DELETE',
    path: listPath(list.id),
  },
  edit: { kind: 'delete', id: list.id },
});

export const useDeleteWatchlist = () => useWatchlistWrite(deleteWrite);
