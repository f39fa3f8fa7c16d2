import { createHash, randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { userProfiles } from '../../../server/db/schema';
import { appJobRegistry, type JobContext } from '../../../server/jobs';
import { createLogger } from '../../../server/logger';
import { demoCardPng } from '../../../server/modules/documents/demo-image';
import { documentsSweep } from '../../../server/modules/documents/jobs';
import { ORPHAN_GRACE_MS, sweepOrphanedFiles } from '../../../server/modules/documents/orphans';
import { uploadDocument } from '../../../server/modules/documents/service';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import { startGatewayApp, tokenOf, type GatewayApp } from '../support/gateway-app';
import { removeTempDirs, tempDir } from '../support/test-server';

// Issue 10: files are stored before the row that names them is committed, so a rolled-back
// upload leaves a file no row names. The hourly sweep deletes such files once their grace is
// over, and never a file a row names (a replaced KYC document's row stays, and so its file).

const INVESTOR = 'investor@example.com';
let app: GatewayApp;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = await tempDir('orphans');
  app = await startGatewayApp({
    dataDir,
    jobs: false,
    beforeListen: [
      (db) => {
        database = db;
        return Promise.resolve();
      },
    ],
  });
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const storage = () => documentStorageOf({ dataDir });
const pngOf = (n: number) => demoCardPng('PAN', [n, n + 1, n + 2]);

const uploadOverHttp = async (bytes: Uint8Array, kind = 'pan') => {
  const answer = await app.call('PUT', `/api/investor/documents/${kind}`, {
    token: tokenOf(INVESTOR),
    body: bytes,
    headers: { 'Content-Type': 'image/png' },
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { document: { fileUrl: string } }).document.fileUrl;
};

/** Stores the file as an upload does, then rolls back the transaction that recorded it. */
const rolledBackUpload = async (bytes: Uint8Array): Promise<string> => {
  const [investor] = await database.orm
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.email, INVESTOR));
  let key = '';
  await expect(
    database.orm.transaction(async (tx) => {
      const row = await uploadDocument(tx, storage(), investor!, 'address', {
        bytes,
        contentType: 'image/png',
      });
      key = row.storageKey;
      throw new Error('the write failed after the file was stored');
    }),
  ).rejects.toThrow('the write failed');
  return key;
};

const keys = async () => {
  const found: string[] = [];
  for await (const file of storage().list()) found.push(file.key);
  return found.sort();
};

/** Makes a stored file look written `ms` ago (the folder keeps it as the file's mtime). */
const age = async (key: string, ms: number) => {
  const at = new Date(Date.now() - ms);
  await utimes(join(dataDir, 'documents', ...key.split('/')), at, at);
};

const createHashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const swept = (removed: number) => ({ removed, refused: false });

const fileOf = async (url: string) => {
  const answer = await app.call('GET', url, { token: tokenOf(INVESTOR) });
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
};

describe('the orphaned-files sweep', () => {
  // First, while the database names no file at all.
  it('deletes nothing when no row names any file: the files may be another database’s', async () => {
    await storage().put('de300000-0000-4000-8000-00000000b001/' + 'ab'.repeat(32), pngOf(1));
    const [file] = await keys();
    await age(file!, ORPHAN_GRACE_MS * 24);
    expect(await sweepOrphanedFiles(database, storage(), new Date())).toEqual({
      removed: 0,
      refused: true,
    });
    expect(await keys()).toEqual([file]);
    await storage().delete(file!);
  });

  it('deletes a rolled-back upload’s file after the grace, and nothing a row names', async () => {
    const kept = pngOf(10);
    const keptUrl = await uploadOverHttp(kept);
    // Replaced by a newer PAN card: the old row stays for the record, and so does its file.
    const replaced = pngOf(20);
    const replacedUrl = await uploadOverHttp(replaced);
    await uploadOverHttp(pngOf(30));
    const chatId = randomUUID();
    const chat = await app.call('PUT', `/api/chat/attachments/${chatId}?name=scan.png`, {
      token: tokenOf(INVESTOR),
      body: pngOf(40),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(chat.status).toBe(201);
    const orphan = await rolledBackUpload(pngOf(50));
    const young = await rolledBackUpload(pngOf(60));

    const all = await keys();
    expect(all).toHaveLength(6);
    expect(all).toContain(orphan);
    for (const key of all) if (key !== young) await age(key, ORPHAN_GRACE_MS + 60_000);
    await age(young, ORPHAN_GRACE_MS - 60_000);

    expect(await sweepOrphanedFiles(database, storage(), new Date())).toEqual(swept(1));
    expect(await keys()).toEqual(all.filter((key) => key !== orphan));
    expect(await storage().get(orphan)).toBeNull();
    expect(await fileOf(keptUrl)).toEqual(kept);
    expect(await fileOf(replacedUrl)).toEqual(replaced);
    expect(await sweepOrphanedFiles(database, storage(), new Date())).toEqual(swept(0));

    // Past its grace too, the younger orphan goes on the next run.
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await sweepOrphanedFiles(database, storage(), later)).toEqual(swept(1));
    expect(await storage().get(young)).toBeNull();
  });

  it('keeps an old orphan whose bytes are uploaded again: the row names it once more', async () => {
    const bytes = pngOf(70);
    const orphan = await rolledBackUpload(bytes);
    await age(orphan, ORPHAN_GRACE_MS * 3);
    const url = await uploadOverHttp(bytes);
    expect(await sweepOrphanedFiles(database, storage(), new Date())).toEqual(swept(0));
    expect(await fileOf(url)).toEqual(bytes);
  });

  it('waits for an upload whose transaction is still open, then keeps its file', async () => {
    const [investor] = await database.orm
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.email, INVESTOR));
    const bytes = pngOf(90);
    let stored!: () => void;
    const isStored = new Promise<void>((resolve) => (stored = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const upload = database.orm.transaction(async (tx) => {
      const row = await uploadDocument(tx, storage(), investor!, 'address', {
        bytes,
        contentType: 'image/png',
      });
      stored();
      await committing;
      return row;
    });
    await isStored;
    // Even a file past its grace: the lock, not the clock, keeps an open upload's file.
    const [key] = (await keys()).filter((k) => k.endsWith(createHashOf(bytes)));
    await age(key!, ORPHAN_GRACE_MS * 2);
    const sweep = sweepOrphanedFiles(database, storage(), new Date());
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    const row = await upload;
    expect(await sweep).toEqual(swept(0));
    expect(await storage().get(row.storageKey)).toEqual(bytes);
  });

  it('runs hourly as a job of the app', async () => {
    const orphan = await rolledBackUpload(pngOf(80));
    await age(orphan, ORPHAN_GRACE_MS + 60_000);
    const registry = appJobRegistry({ appMode: 'local', dataDir });
    expect(registry.schedules().filter((s) => s.topic.name === documentsSweep.name)).toEqual([
      expect.objectContaining({ intervalMs: 60 * 60 * 1000 }),
    ]);
    const [subscription] = registry.subscriptions(documentsSweep.name);
    const context = { db: database, logger: createLogger('silent') } as unknown as JobContext;
    await subscription!.handle({ slot: new Date().toISOString() }, context);
    expect(await storage().get(orphan)).toBeNull();
  });
});
