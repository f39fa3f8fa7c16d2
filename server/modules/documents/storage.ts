import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { DocumentStoreConfig } from './env';
import { s3ClientOf, s3Storage } from './s3-storage';
import { assertStorageKey, isStorageKey } from './storage-key';

/** A stored file, as a listing sees it. */
export interface StoredFile {
  key: string;
  /** When the bytes under the key were last written. */
  storedAt: Date;
}

/**
 * Where document bytes live: outside the database, by key. Locally a folder under DATA_DIR; in
 * production an S3 bucket (s3-storage.ts), chosen by DOCUMENT_STORE. Keys carry ids and hashes
 * only, never a name or anything else personal. Every implementation must pass
 * tests/server/documents/storage-contract.ts.
 */
export interface DocumentStorage {
  /** Stores the bytes under the key, replacing what was there; readers see all or nothing. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order: what the orphan sweep (orphans.ts) walks. */
  list(): AsyncIterable<StoredFile>;
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * A folder as document storage. A put writes a temporary file beside the target, flushes it and
 * renames it over the target (atomic on one file system), so a crash or a concurrent reader
 * never sees half a file. A file's modification time is when its key was last written.
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
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names) {
        // Folders and a crashed put's temporary files are not keys.
        const key = name.split(sep).join('/');
        if (!isStorageKey(key)) continue;
        try {
          const stats = await stat(join(dir, name));
          if (stats.isFile()) yield { key, storedAt: stats.mtime };
        } catch (error) {
          // Deleted since the folder was read.
          if (!isMissing(error)) throw error;
        }
      }
    },
  };
}

const byPlace = new Map<string, DocumentStorage>();

/**
 * The server's document storage: DATA_DIR/documents, or the S3 bucket of DOCUMENT_STORE=s3.
 * Without `documentStore` (tests, scripts that only pass a DATA_DIR) it is the folder.
 */
export function documentStorageOf(config: {
  dataDir: string;
  documentStore?: DocumentStoreConfig;
}): DocumentStorage {
  const store = config.documentStore ?? { kind: 'folder' };
  const place = store.kind === 'folder' ? `folder:${config.dataDir}` : JSON.stringify(store);
  let storage = byPlace.get(place);
  if (!storage) {
    storage =
      store.kind === 'folder'
        ? folderStorage(join(config.dataDir, 'documents'))
        : s3Storage(s3ClientOf(store), store);
    byPlace.set(place, storage);
  }
  return storage;
}
