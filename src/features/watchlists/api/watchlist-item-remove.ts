import type { StockRef } from '../model/rules';
import { listPath, useWatchlistWrite, type WatchlistWrite } from './watchlist-write';

// DELETE /api/investor/watchlists/{id}/items/{exchange}/{symbol} (one not there is removed
// already, so a replay is answered the same).

export interface RemoveInput {
  list: { id: string; name: string };
  stock: StockRef;
}

export const removeWrite = ({ list, stock }: RemoveInput): WatchlistWrite => ({
  request: {
    kind: 'watchlist-remove',
    label: `Remove ${stock.symbol} from ${list.name}`,
    replay: 'silent',
    method: 'DELETE',
    path: `${listPath(list.id)}/items/${stock.exchange}/${encodeURIComponent(stock.symbol)}`,
  },
  edit: { kind: 'remove', id: list.id, stock },
});

export const useRemoveFromWatchlist = () => useWatchlistWrite(removeWrite);
