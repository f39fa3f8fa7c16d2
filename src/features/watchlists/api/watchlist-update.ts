import type { Watchlist } from '../model/contract';
import { reorderEdit } from '../model/edits';
import type { StockRef } from '../model/rules';
import { listPath, useWatchlistWrite, type WatchlistWrite } from './watchlist-write';

// PUT /api/investor/watchlists/{id}: a rename, or the whole list in its new order. Both state
// the result, so a replay leaves the same list; unsent ones of the same kind are coalesced
// (only the latest order, or name, matters).

export const renameWrite = ({ list, name }: { list: Watchlist; name: string }): WatchlistWrite => ({
  request: {
    kind: 'watchlist-rename',
    label: `Rename ${list.name} to ${name}`,
    replay: 'silent',
    method: 'PUT',
    path: listPath(list.id),
    body: { name },
    coalesce: true,
  },
  edit: { kind: 'update', id: list.id, name },
});

export interface ReorderInput {
  list: Watchlist;
  from: number;
  to: number;
}

export function reorderWrite({ list, from, to }: ReorderInput): WatchlistWrite {
  const edit = reorderEdit(list, from, to);
  const items: StockRef[] = edit.kind === 'update' ? (edit.items ?? []) : [];
  return {
    request: {
      kind: 'watchlist-reorder',
      label: `New order of ${list.name}`,
      replay: 'silent',
      method: 'PUT',
      path: listPath(list.id),
      body: { items },
      coalesce: true,
    },
    edit,
  };
}

export const useRenameWatchlist = () => useWatchlistWrite(renameWrite);
export const useReorderWatchlist = () => useWatchlistWrite(reorderWrite);
