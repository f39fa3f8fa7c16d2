import { useCallback, useEffect, useMemo, useState } from 'react';
import { storedSessionHash } from '@/auth/session';
import { outboxOwner } from '@/outbox/owner';
import {
  addRecent,
  recentSearchStore,
  type RecentSearchStore,
  type RecentStock,
} from '../model/recent-searches';

const browserStore = recentSearchStore(() =>
  typeof localStorage === 'undefined' ? null : localStorage,
);
const sessionStored = () => storedSessionHash.read() !== null;

interface Options {
  /** The signed-in user's Cognito `sub` (the app wiring registers it for the outbox too). */
  owner?: () => string | null;
  store?: RecentSearchStore;
  /** Whether a session is still stored; once it is gone, the user has signed out. */
  signedIn?: () => boolean;
}

/**
 * The signed-in user's recent searches. Another user's list is never read: keys carry the
 * `sub`; opening search drops other users' lists, and leaving the signed-in frame after sign-out
 * (the stored session is gone) drops this user's list, so a shared device keeps none behind.
 */
export function useRecentSearches({
  owner = outboxOwner,
  store = browserStore,
  signedIn = sessionStored,
}: Options = {}) {
  const [who, setWho] = useState(owner);
  const [list, setList] = useState<RecentStock[]>(() => (who ? store.read(who) : []));

  /** Re-reads the owner (the profile may arrive after the first render) and the stored list. */
  const refresh = useCallback(() => {
    const current = owner();
    setWho(current);
    if (current) store.keepOnly(current);
    setList(current ? store.read(current) : []);
  }, [owner, store]);

  const record = useCallback(
    (stock: RecentStock) => {
      const current = owner();
      if (!current) return;
      const next = addRecent(store.read(current), stock);
      store.write(current, next);
      setWho(current);
      setList(next);
    },
    [owner, store],
  );

  useEffect(
    () => () => {
      if (who && !signedIn()) store.clear(who);
    },
    [who, store, signedIn],
  );

  return useMemo(() => ({ recent: list, refresh, record }), [list, refresh, record]);
}
