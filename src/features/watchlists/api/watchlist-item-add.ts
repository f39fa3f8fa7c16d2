import type { StockRef } from '../model/rules';
import { listPath, useWatchlistWrite, type WatchlistWrite } from './watchlist-write';

// POST /api/investor/watchlists/{id}/items: a stock at the end of the list (one there already
// stays where it is, so a replay changes nothing).

export interface AddInput {
  list: { id: string; name: string };
  stock: StockRef;
  /** The company's name, shown until the server's answer names it. */
  name?: string;
}

export const addWrite = ({ list, stock, name }: AddInput): WatchlistWrite => ({
  request: {
    kind: 'watchlist-add',
    label: `Add ${stock.symbol} to ${list.name}`,
    replay: 'silent',
    method: 'POST',
    path: `${listPath(list.id)}/items`,
    body: { exchange: stock.exchange, symbol: stock.symbol },
  },
  edit: { kind: 'add', id: list.id, stock, ...(name && { name }) },
});

export const useAddToWatchlist = () => useWatchlistWrite(addWrite);
