import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { auditLog, idempotencyKeys } from '../db/schema';
import { ApiError } from '../errors';
import { recordAudit, type AuditEntry } from './audit';

// Idempotent writes (IETF httpapi Idempotency-Key draft, with Stripe's semantics): the first
// answer to a user's key is stored with the write, in its transaction; a repeat of the same
// request gets it again, the same key with another request is 422, a repeat while the first
// is still running is 409.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Records are kept at least this long; the purge removes older ones. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

// Visible ASCII without spaces or quotes; a UUID is what the web client sends.
const KEY_PATTERN = /^[\x21\x23-\x7e]{1,255}$/;

const keyProblem = (detail: string) =>
  new ApiError(400, 'invalid_idempotency_key', detail, {}, [
    { in: 'header', field: IDEMPOTENCY_HEADER, pointer: `#/${IDEMPOTENCY_HEADER}`, detail },
  ]);

/**
 * The key of a request, or null without one. The draft sends it as a structured-field string
 * ("…"); Stripe-style clients send it bare: both are accepted.
 */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const trimmed = header.trim();
  const key = /^"(.*)"$/.exec(trimmed)?.[1] ?? trimmed;
  if (!KEY_PATTERN.test(key)) {
    throw keyProblem(
      'Idempotency-Key must be 1 to 255 visible ASCII characters without spaces or quotes, e.g. a UUID',
    );
  }
  return key;
}

export const missingKeyProblem = (): ApiError =>
  new ApiError(
    400,
    'idempotency_key_required',
    'This request moves money or places an order: send an Idempotency-Key header (a new UUID for each action) so that a retry can never do it twice',
    {},
    [
      {
        in: 'header',
        field: IDEMPOTENCY_HEADER,
        pointer: `#/${IDEMPOTENCY_HEADER}`,
        detail: 'Required on this endpoint',
      },
    ],
  );

/** JSON with object keys sorted, so that the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same": method, path with query, and the body's content. */
export const requestFingerprint = (method: string, pathWithQuery: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method} ${pathWithQuery}\n${canonicalJson(body ?? null)}`)
    .digest('hex');

export const inFlightProblem = (): ApiError =>
  new ApiError(
    409,
    'idempotency_key_in_use',
    'A request with this Idempotency-Key is still being processed; retry in a moment to get its answer',
    { 'Retry-After': '1' },
  );

export const keyReusedProblem = (): ApiError =>
  new ApiError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request; send a new key for a new action',
  );

/**
 * The keys this process is working on. With PostgreSQL a transaction-scoped advisory lock does
 * the same across processes; PGlite runs one transaction at a time, so without this a repeat
 * would queue behind the first instead of being told it is in flight.
 */
export class InFlightKeys {
  readonly #keys = new Set<string>();

  enter(userSub: string, key: string): () => void {
    const id = `${userSub}\n${key}`;
    if (this.#keys.has(id)) throw inFlightProblem();
    this.#keys.add(id);
    return () => this.#keys.delete(id);
  }
}

/** Across processes: only one transaction at a time holds a (user, key). */
export async function lockKey(tx: Orm, userSub: string, key: string): Promise<void> {
  const result = await tx.execute(
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${`idem\n${userSub}\n${key}`}, 0)) AS locked`,
  );
  const [row] = (result as { rows: Array<{ locked: boolean }> }).rows;
  if (!row?.locked) throw inFlightProblem();
}

export interface StoredAnswer {
  requestHash: string;
  status: number;
  responseBody: string;
}

export async function findAnswer(
  tx: Orm,
  userSub: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userSub, userSub), eq(idempotencyKeys.key, key)));
  return row;
}

export type AnswerRecord = {
  userSub: string;
  key: string;
  method: string;
  path: string;
} & StoredAnswer;

/**
 * A write's two records, its stored answer (when it has a key) and its audit entry, in one
 * statement (a data-modifying WITH), on the write's transaction.
 */
export async function recordWrite(
  tx: Orm,
  answer: AnswerRecord | null,
  audit: AuditEntry,
): Promise<void> {
  if (answer === null) {
    await recordAudit(tx, audit);
    return;
  }
  const stored = tx
    .$with('stored')
    .as(tx.insert(idempotencyKeys).values(answer).returning({ key: idempotencyKeys.key }));
  await tx.with(stored).insert(auditLog).values(audit);
}

/** Removes records older than the retention; returns how many. */
export async function purgeAnswers(orm: Orm, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
  const removed = await orm
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < ${cutoff.toISOString()}`)
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
