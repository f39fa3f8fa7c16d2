import type { WriteMethod } from '@/api/write-method';

/**
 * How a write that could not be sent at once is treated (ARCHITECTURE.md, "The write path"):
 * `silent` is retried with backoff until the server answers (a note, a chat message, a
 * watchlist edit); `confirm` waits as "not sent" until the user confirms it again online (an
 * order, a money movement: prices move).
 */
export type Replay = 'silent' | 'confirm';

export type ItemState =
  /** Waiting for its next attempt (silent writes). */
  | 'pending'
  /** Could not be sent at once; goes only when the user confirms again (confirm writes). */
  | 'needs-confirm'
  /** The server refused it (a 4xx): kept so the user sees why, until they retry or discard. */
  | 'failed';

/** One write as the outbox keeps it in IndexedDB until the server answers. */
export interface OutboxItem {
  /** Also the Idempotency-Key: made when the user acts, the same on every attempt. */
  id: string;
  /** Layout version, so that an app update can read what an older version stored. */
  v: 1;
  /** The Cognito `sub` of the user who made it: never sent with anyone else's token. */
  owner: string;
  /** The feature's name for the kind of write (`client-note`), for grouping and tests. */
  kind: string;
  /** What the user sees in the queue: "Note on Aarav Sharma". */
  label: string;
  replay: Replay;
  method: WriteMethod;
  /** Under the gateway's base, e.g. `/advisor/investors/<id>/notes`. */
  path: string;
  /** JSON, or a Blob for an upload (IndexedDB keeps Blobs as they are). */
  body?: unknown;
  /** Superseded by a newer write of the same kind and path while unsent (a draft save). */
  coalesce?: boolean;
  createdAt: number;
  state: ItemState;
  attempts: number;
  nextAttemptAt: number;
  /** The last failure in plain words. */
  lastError?: string;
}

/** What a screen asks the outbox to send. */
export interface WriteRequest {
  kind: string;
  label: string;
  replay: Replay;
  method: WriteMethod;
  path: string;
  /** JSON, or a Blob for an upload: sent as its bytes with its type, with progress. */
  body?: unknown;
  /**
   * A newer write replaces an unsent older one of the same kind and path (a form's draft saved
   * as the user types: only the latest matters, and offline typing must not pile up writes).
   */
  coalesce?: boolean;
  /**
   * Kept and queued behind the writes already waiting, without a try of its own now: for a write
   * that must not overtake them (a chat message after one still unsent), even if the connection
   * returns between the two.
   */
  behindWaiting?: boolean;
}

/** How much of an upload has gone, for the screen that shows its progress. */
export interface UploadState {
  id: string;
  /** The item's kind and path, so a screen can find its own upload before submit returns. */
  kind: string;
  path: string;
  sent: number;
  total: number;
}

/** The answer to a submit: sent now, or kept for later. A refusal (4xx) throws its ApiError. */
export type SubmitResult<T = unknown> =
  | { state: 'sent'; data: T; status: number; replayed: boolean }
  | { state: 'queued'; id: string }
  | { state: 'needs-confirm'; id: string };
