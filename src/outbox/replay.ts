import { isRetryable } from './retryable';
import type { OutboxStore } from './store';
import type { SyncCredential } from './sync-credential';
import type { OutboxItem } from './types';

/** A token this close to its expiry is not used: the request could arrive after it. */
const EXPIRY_MARGIN_MS = 60_000;

export interface ReplayDeps {
  store: OutboxStore;
  credential: SyncCredential | undefined;
  /** Sends one item with the token; rejects when no answer came. */
  send: (item: OutboxItem, token: string) => Promise<Response>;
  now?: () => number;
}

export interface ReplayResult {
  sent: number;
  refused: number;
  /** Still waiting: for the network, the server, or a page with a fresh token. */
  left: number;
  /** Worth asking the browser to try again later (no answer, or the server was busy). */
  retryLater: boolean;
}

const detailOf = async (response: Response) => {
  const body = (await response.json().catch(() => null)) as {
    detail?: unknown;
    code?: unknown;
  } | null;
  return {
    detail: typeof body?.detail === 'string' ? body.detail : `Refused (${response.status})`,
    code: typeof body?.code === 'string' ? body.code : undefined,
  };
};

/**
 * The worker's half of the outbox (Background Sync): sends the signed-in user's silent writes,
 * oldest first, with their original keys, while no page is open. Confirm writes (orders,
 * money) are never sent from here: they wait for the user. Stops at the first write that gets
 * no answer, as the page does, so that writes keep their order.
 */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayResult> {
  const now = deps.now ?? Date.now;
  const { store, credential } = deps;
  const waiting = (await store.all())
    .filter(
      (item) =>
        item.owner === credential?.owner && item.state === 'pending' && item.replay === 'silent',
    )
    .sort((a, b) => a.createdAt - b.createdAt);
  const result: ReplayResult = { sent: 0, refused: 0, left: waiting.length, retryLater: false };
  if (!credential || credential.expiresAt - EXPIRY_MARGIN_MS <= now()) return result;

  for (const item of waiting) {
    let response: Response;
    try {
      response = await deps.send(item, credential.token);
    } catch {
      return { ...result, retryLater: true };
    }
    if (response.ok) {
      await store.delete(item.id);
      result.sent += 1;
      result.left -= 1;
      continue;
    }
    const { detail, code } = await detailOf(response);
    if (response.status === 401) return result; // the page signs in again, then sends
    if (isRetryable(response.status, code)) return { ...result, retryLater: true };
    await store.put({ ...item, state: 'failed', lastError: detail });
    result.refused += 1;
    result.left -= 1;
  }
  return result;
}
