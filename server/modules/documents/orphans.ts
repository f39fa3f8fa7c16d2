import { inArray, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database';
import { chatAttachments } from '../chat/tables';
import type { DocumentStorage } from './storage';
import { investorDocuments } from './tables';

// Files and rows cannot share a transaction: an upload stores its file, then inserts its row in
// the write's transaction, so a rollback (or a crash before the commit) leaves a file no row
// names. Those orphans are swept here. A replaced document is not one: its row stays for the
// record (older PAN cards and address proofs, every policy document), and so does its file.

/** How long a file no row names is left alone: longer than any upload's transaction. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const BATCH = 500;

/**
 * Every column that names a stored file. A table that starts keeping storage keys must be added
 * here, or the sweep deletes its files.
 */
async function keysInUse(orm: Orm, keys: string[]): Promise<Set<string>> {
  const [documents, attachments] = [
    await orm
      .select({ key: investorDocuments.storageKey })
      .from(investorDocuments)
      .where(inArray(investorDocuments.storageKey, keys)),
    await orm
      .select({ key: chatAttachments.storageKey })
      .from(chatAttachments)
      .where(inArray(chatAttachments.storageKey, keys)),
  ];
  return new Set([...documents, ...attachments].map((row) => row.key));
}

/** Whether any row names a stored file at all. */
async function anyKeyInUse(orm: Orm): Promise<boolean> {
  const [document] = await orm
    .select({ key: investorDocuments.storageKey })
    .from(investorDocuments)
    .limit(1);
  if (document) return true;
  const [attachment] = await orm
    .select({ key: chatAttachments.storageKey })
    .from(chatAttachments)
    .limit(1);
  return attachment !== undefined;
}

/** Held from before an upload's put until its transaction ends, and by the sweep around a delete. */
async function lockStorageKey(tx: Orm, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`storage\n${key}`}, 0))`);
}

/**
 * Stores an upload's bytes inside the transaction that will record them. Keys are
 * content-addressed, so an old orphan's key can be written again; the lock keeps the sweep from
 * deleting it between this put and the commit that names it.
 */
export async function storeFile(
  tx: Orm,
  storage: DocumentStorage,
  key: string,
  bytes: Uint8Array,
): Promise<void> {
  await lockStorageKey(tx, key);
  await storage.put(key, bytes);
}

async function sweepBatch(db: Database, storage: DocumentStorage, keys: string[]) {
  const used = await keysInUse(db.orm, keys);
  let removed = 0;
  for (const key of keys) {
    if (used.has(key)) continue;
    // Under the lock, an upload writing this key has either committed its row or not started.
    const deleted = await db.orm.transaction(async (tx: Orm) => {
      await lockStorageKey(tx, key);
      if ((await keysInUse(tx, [key])).size > 0) return false;
      await storage.delete(key);
      return true;
    });
    if (deleted) removed += 1;
  }
  return removed;
}

export interface SweepResult {
  removed: number;
  /**
   * Old files were found but no row names any file: a database that is not these files' (a new
   * DATABASE_URL beside an old bucket) would otherwise lose them all, so nothing was deleted.
   */
  refused: boolean;
}

/**
 * Deletes the stored files that no row names and that were last written before `now` less the
 * grace. Run hourly by the documents' job (jobs.ts).
 */
export async function sweepOrphanedFiles(
  db: Database,
  storage: DocumentStorage,
  now: Date,
  graceMs: number = ORPHAN_GRACE_MS,
): Promise<SweepResult> {
  const cutoff = now.getTime() - graceMs;
  let removed = 0;
  let batch: string[] = [];
  let checked = false;
  for await (const file of storage.list()) {
    if (file.storedAt.getTime() >= cutoff) continue;
    if (!checked) {
      if (!(await anyKeyInUse(db.orm))) return { removed: 0, refused: true };
      checked = true;
    }
    batch.push(file.key);
    if (batch.length === BATCH) {
      removed += await sweepBatch(db, storage, batch);
      batch = [];
    }
  }
  if (batch.length > 0) removed += await sweepBatch(db, storage, batch);
  return { removed, refused: false };
}
