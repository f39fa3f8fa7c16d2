import { isApiError, type ApiError } from '@/api/errors';
import { backoffDelay } from './backoff';
import { isRetryable } from './retryable';
import type { OutboxStore } from './store';
import type { OutboxItem, SubmitResult, UploadState, WriteRequest } from './types';

/** A write's answer from the server; throws ApiError for a non-2xx, anything else for none. */
export type Sender = (
  item: OutboxItem,
  /** Upload progress (Blob bodies). */
  onProgress?: (sent: number, total: number) => void,
) => Promise<{ status: number; data: unknown; replayed: boolean }>;

export interface OutboxDeps {
  store: OutboxStore;
  send: Sender;
  /** The signed-in user's `sub`, or null: only their items are shown and sent. */
  owner: () => string | null;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
  setTimer?: (run: () => void, ms: number) => () => void;
}

const retryable = (error: ApiError) => isRetryable(error.status, error.code);

type Outcome =
  | { kind: 'sent'; status: number; data: unknown; replayed: boolean }
  | { kind: 'retry'; reason: string }
  | { kind: 'refused'; error: ApiError };

const reasonOf = (error: unknown): string =>
  isApiError(error)
    ? error.status === 401
      ? 'Waiting for you to sign in again'
      : error.message
    : 'No connection: it will be sent when you are back online';

/**
 * The only way screens send writes (ARCHITECTURE.md, "The write path"). Each write gets its
 * Idempotency-Key when the user acts and is kept in IndexedDB until the server answers, so a
 * reload, an app update or a lost connection loses nothing, and a retry can never land twice.
 */
export function createOutbox(deps: OutboxDeps) {
  const { store, send, owner } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const setTimer =
    deps.setTimer ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });

  let snapshot: readonly OutboxItem[] = [];
  const listeners = new Set<() => void>();
  const landedListeners = new Set<(item: OutboxItem) => void>();
  /** Items being sent by this page right now: a flush never sends them a second time. */
  const sending = new Set<string>();
  let flushing: Promise<void> | null = null;
  let cancelTimer: (() => void) | null = null;
  const uploads = new Map<string, UploadState>();
  const progressListeners = new Set<(state: UploadState) => void>();
  const isUpload = (item: OutboxItem) => typeof Blob !== 'undefined' && item.body instanceof Blob;

  const mine = (items: readonly OutboxItem[], who = owner()) =>
    who === null
      ? []
      : items.filter((item) => item.owner === who).sort((a, b) => a.createdAt - b.createdAt);

  function show(items: readonly OutboxItem[]): void {
    snapshot = items;
    listeners.forEach((listener) => listener());
  }

  async function refresh(): Promise<readonly OutboxItem[]> {
    show(mine(await store.all()));
    return snapshot;
  }

  async function attempt(item: OutboxItem): Promise<Outcome> {
    sending.add(item.id);
    const onProgress = isUpload(item)
      ? (sent: number, total: number) => {
          const state = { id: item.id, kind: item.kind, path: item.path, sent, total };
          uploads.set(item.id, state);
          progressListeners.forEach((listener) => listener(state));
        }
      : undefined;
    try {
      const answer = await send(item, onProgress);
      return { kind: 'sent', ...answer };
    } catch (error) {
      if (isApiError(error) && !retryable(error)) return { kind: 'refused', error };
      return { kind: 'retry', reason: reasonOf(error) };
    } finally {
      sending.delete(item.id);
      uploads.delete(item.id);
    }
  }

  /** A draft saved again: its unsent predecessors of the same kind and path are dropped. */
  async function dropSuperseded(request: WriteRequest, who: string): Promise<void> {
    for (const item of await store.all()) {
      const superseded =
        item.owner === who &&
        item.coalesce === true &&
        item.kind === request.kind &&
        item.method === request.method &&
        item.path === request.path &&
        item.state !== 'needs-confirm' &&
        !sending.has(item.id);
      if (superseded) await store.delete(item.id);
    }
  }

  async function land(item: OutboxItem): Promise<void> {
    await store.delete(item.id);
    landedListeners.forEach((listener) => listener(item));
  }

  function scheduleNext(items: readonly OutboxItem[]): void {
    cancelTimer?.();
    cancelTimer = null;
    const due = items.filter((item) => item.state === 'pending').map((i) => i.nextAttemptAt);
    if (due.length === 0) return;
    cancelTimer = setTimer(
      () => void outbox.flush().catch(() => undefined),
      Math.max(0, Math.min(...due) - now()),
    );
  }

  /**
   * Sends pending items oldest first. One not due yet stops the flush, as one that gets no answer
   * does, so a later write never overtakes an earlier one (a chat's messages keep their order);
   * `all` sends them regardless of their backoff (the connection has just come back).
   */
  async function flushOnce(all: boolean): Promise<void> {
    const who = owner();
    for (const listed of mine(await store.all(), who)) {
      if (listed.state !== 'pending' || sending.has(listed.id)) continue;
      if (!all && listed.nextAttemptAt > now()) break;
      // Read again: another tab or the worker may have sent or discarded it meanwhile.
      const item = await store.get(listed.id);
      if (!item || item.state !== 'pending' || item.owner !== who) continue;
      const outcome = await attempt(item);
      if (outcome.kind === 'sent') {
        await land(item);
      } else if (outcome.kind === 'refused') {
        await store.put({ ...item, state: 'failed', lastError: outcome.error.message });
      } else {
        const attempts = item.attempts + 1;
        await store.put({
          ...item,
          attempts,
          lastError: outcome.reason,
          nextAttemptAt: now() + backoffDelay(attempts, random),
        });
        // In order: a later write may depend on this one (a chat's messages), so wait for it.
        break;
      }
    }
    scheduleNext(await refresh());
  }

  const outbox = {
    /** The signed-in user's items, oldest first (for useSyncExternalStore). */
    items: (): readonly OutboxItem[] => snapshot,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called with each item that landed in the background, so screens can refetch. */
    onLanded(listener: (item: OutboxItem) => void): () => void {
      landedListeners.add(listener);
      return () => landedListeners.delete(listener);
    },
    refresh,
    /** Upload progress of items being sent now. */
    onUploadProgress(listener: (state: UploadState) => void): () => void {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    uploadOf: (id: string): UploadState | undefined => uploads.get(id),

    /**
     * Keeps the write, then tries to send it at once. A refusal (4xx) removes it and throws the
     * ApiError, whose fields the form shows in place; no answer keeps it for later.
     */
    async submit<T = unknown>(request: WriteRequest): Promise<SubmitResult<T>> {
      const who = owner();
      if (who === null) throw new Error('Sign in to save this');
      if (request.coalesce) await dropSuperseded(request, who);
      const item: OutboxItem = {
        ...request,
        id: newId(),
        v: 1,
        owner: who,
        createdAt: now(),
        state: 'pending',
        attempts: 0,
        nextAttemptAt: now(),
      };
      if (request.behindWaiting && item.replay === 'silent') {
        await store.put(item);
        scheduleNext(await refresh());
        return { state: 'queued', id: item.id };
      }
      // Kept on the device while it is on the wire: the send does not wait for the disk (issue 9:
      // the outbox adds at most 5 ms to an online write), and a
      // page closed mid-send leaves the item to be sent again under the same key.
      const stored = store.put(item);
      show([...snapshot, item]);
      const outcome = await attempt(item);
      let kept = true;
      try {
        await stored;
      } catch (error) {
        // Nowhere to keep it: an answered write is done all the same; an unanswered one is
        // handed back to the form, which still holds what was typed.
        if (outcome.kind === 'retry') throw error;
        kept = false;
      }
      if (outcome.kind === 'sent' || outcome.kind === 'refused') {
        // Not awaited: IndexedDB runs it before any later read of the store, and were the page
        // closed first, the server would replay its answer to the same key.
        if (kept) void store.delete(item.id).catch(() => undefined);
        show(snapshot.filter((listed) => listed.id !== item.id));
        if (outcome.kind === 'refused') throw outcome.error;
        const { status, data, replayed } = outcome;
        return { state: 'sent', status, data: data as T, replayed };
      }
      const attempts = 1;
      const waiting: OutboxItem =
        item.replay === 'confirm'
          ? { ...item, attempts, state: 'needs-confirm', lastError: outcome.reason }
          : {
              ...item,
              attempts,
              lastError: outcome.reason,
              nextAttemptAt: now() + backoffDelay(attempts, random),
            };
      await store.put(waiting);
      scheduleNext(await refresh());
      return { state: waiting.state === 'needs-confirm' ? 'needs-confirm' : 'queued', id: item.id };
    },

    /**
     * Sends the signed-in user's due items, oldest first; one flush at a time. `all`: every
     * pending item, due or not (after one already running).
     */
    flush({ all = false }: { all?: boolean } = {}): Promise<void> {
      if (flushing && all) {
        const after = flushing.then(() => outbox.flush({ all: true }));
        return after;
      }
      flushing ??= flushOnce(all).finally(() => {
        flushing = null;
      });
      return flushing;
    },

    /** "Retry": a pending or refused item goes now (with its original key). */
    async retry(id: string): Promise<void> {
      const item = await store.get(id);
      if (!item || item.owner !== owner() || item.state === 'needs-confirm') return;
      await store.put({ ...item, state: 'pending', nextAttemptAt: now() });
      // Those before it go first: it never overtakes them.
      await outbox.flush({ all: true });
    },

    /**
     * The user confirmed a `confirm` write again, online: one attempt with its original key, so
     * that an earlier attempt that did land is answered, not repeated.
     */
    async confirm(id: string): Promise<SubmitResult> {
      const item = await store.get(id);
      if (!item || item.owner !== owner()) throw new Error('This change is no longer waiting');
      const outcome = await attempt(item);
      if (outcome.kind === 'sent') {
        await land(item);
        await refresh();
        return {
          state: 'sent',
          status: outcome.status,
          data: outcome.data,
          replayed: outcome.replayed,
        };
      }
      if (outcome.kind === 'refused') {
        await store.put({ ...item, state: 'failed', lastError: outcome.error.message });
        await refresh();
        throw outcome.error;
      }
      await store.put({ ...item, attempts: item.attempts + 1, lastError: outcome.reason });
      await refresh();
      return { state: 'needs-confirm', id };
    },

    async discard(id: string): Promise<void> {
      const item = await store.get(id);
      if (item && item.owner === owner()) await store.delete(id);
      await refresh();
    },

    /** Sign-out chose to discard: the signed-in user's items go, nobody else's. */
    async discardAll(): Promise<void> {
      const who = owner();
      for (const item of mine(await store.all(), who)) await store.delete(item.id);
      await refresh();
    },
  };
  return outbox;
}

export type Outbox = ReturnType<typeof createOutbox>;
