import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where document bytes live: outside the database, by key. Locally a folder under DATA_DIR; in
 * production an object store (S3) implementing the same three calls. Every implementation must
 * pass tests/server/documents/storage-contract.ts.
 */
export interface DocumentStorage {
  /** Stores the bytes under the key, replacing what was there; readers see all or nothing. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Segments of letters, digits, `_` and `-` joined by `/`: no `..`, no absolute paths. */
const KEY = /^[A-Za-z0-9_-]{1,128}(?:\/[A-Za-z0-9_-]{1,128}){0,3}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * A folder as document storage. A put writes a temporary file beside the target, flushes it and
 * renames it over the target (atomic on one file system), so a crash or a concurrent reader
 * never sees half a file.
 */
export function folderStorage(dir: string): DocumentStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(dir, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      const file = await open(temporary, 'wx', 0o600);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

const byDataDir = new Map<string, DocumentStorage>();

/**
 * The storage for a server's DATA_DIR: DATA_DIR/documents. An S3 implementation would be chosen
 * here in production; it needs @aws-sdk/client-s3, which is not installed yet.
 */
export function documentStorageOf(config: { dataDir: string }): DocumentStorage {
  let storage = byDataDir.get(config.dataDir);
  if (!storage) {
    storage = folderStorage(join(config.dataDir, 'documents'));
    byDataDir.set(config.dataDir, storage);
  }
  return storage;
}
