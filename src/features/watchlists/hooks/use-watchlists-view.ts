import { useMemo } from 'react';
import { useOutboxItems } from '@/outbox';
import { useAlerts } from '../api/alerts-get';
import { useWatchlists } from '../api/watchlists-get';
import { alertEditOf, applyAlertEdit, applyEdits, watchlistEditOf } from '../model/edits';

// The lists and alerts as this device should show them: the server's (or, offline, the saved
// answer) with the edits still waiting in the outbox laid over them, so that a reload offline
// shows what the investor did (model/edits.ts: each edit is idempotent).

function usePendingWrites() {
  const waiting = useOutboxItems();
  return useMemo(() => waiting.filter((item) => item.state === 'pending'), [waiting]);
}

export function useListsView() {
  const query = useWatchlists();
  const pending = usePendingWrites();
  const lists = useMemo(() => {
    if (!query.data) return undefined;
    const edits = pending.flatMap((item) => {
      const edit = watchlistEditOf(item);
      return edit ? [{ edit, at: new Date(item.createdAt).toISOString() }] : [];
    });
    return applyEdits(query.data.data.lists, edits);
  }, [query.data, pending]);
  const unsent = pending.filter((item) => item.kind.startsWith('watchlist-')).length;
  return { query, lists, unsent };
}

export function useAlertsView() {
  const query = useAlerts();
  const pending = usePendingWrites();
  const alerts = useMemo(() => {
    if (!query.data) return [];
    return pending.reduce((all, item) => {
      const edit = alertEditOf(item);
      return edit ? applyAlertEdit(all, edit) : all;
    }, query.data.data.alerts);
  }, [query.data, pending]);
  return { query, alerts };
}
