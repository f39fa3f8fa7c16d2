import { outbox, type SubmitResult } from '@/outbox';

/** Kept on this device: sent when the connection returns (paper link, unlink). */
export type Kept = { state: 'kept' };

/**
 * A broker write through the outbox. Refusals (409 another broker linked, 422 not set up here)
 * come back as errors from submit; the outbox keeps a write it could not get answered, or that
 * met a 503 (the broker unreachable), to retry it. A sign-in needs the broker's page now, so
 * such a write is taken back and shown; only a missing connection keeps a paper link or unlink.
 */
export async function settle<T>(
  result: SubmitResult<T>,
  keepWhenOffline: boolean,
): Promise<{ state: 'sent'; data: T } | Kept> {
  if (result.state === 'sent') return { state: 'sent', data: result.data };
  const item = outbox.items().find((candidate) => candidate.id === result.id);
  const offline = !item?.lastError || item.lastError.startsWith('No connection');
  if (offline && keepWhenOffline) return { state: 'kept' };
  await outbox.discard(result.id);
  throw new Error(
    offline
      ? 'You are offline. Connect to the internet to sign in to your broker.'
      : (item?.lastError ?? 'The server refused this'),
  );
}
