import type { Precompressed } from '../../compression';
import type { Database } from '../../db/database';
import { loadSnapshot, readVersion, type ArchiveSnapshot, type ArchiveVersion } from './snapshot';

/** A finished answer body, kept until the data-update time changes. */
export interface CachedBody extends Precompressed {
  /** Validators and cache headers of the answer (ETag, Last-Modified, Cache-Control…). */
  headers: Record<string, string>;
}

// Another process may load data when the database is PostgreSQL: look again after this long.
const VERSION_TTL_MS = 1000;
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/**
 * The archive's read side for one database: the data-update time, the snapshot built for it and
 * the answers already made from it. Loads in this process call invalidate(); loads elsewhere
 * (PostgreSQL) are seen within a second.
 */
export class ArchiveReader {
  private versionValue: ArchiveVersion | undefined;
  private versionRead = 0;
  private versionPending: Promise<ArchiveVersion> | undefined;
  private snapshotValue: Promise<ArchiveSnapshot> | undefined;
  private snapshotOf = '';
  private readonly bodies = new Map<string, CachedBody>();
  private bodiesOf = '';
  private cachedBytes = 0;

  constructor(private readonly db: Database) {}

  async version(): Promise<ArchiveVersion> {
    if (this.versionValue && performance.now() - this.versionRead < VERSION_TTL_MS) {
      return this.versionValue;
    }
    this.versionPending ??= readVersion(this.db.orm)
      .then((version) => {
        this.versionValue = version;
        this.versionRead = performance.now();
        return version;
      })
      .finally(() => {
        this.versionPending = undefined;
      });
    return this.versionPending;
  }

  async snapshot(): Promise<ArchiveSnapshot> {
    const version = await this.version();
    const key = `${version.updatedatetime}|${version.demo}`;
    if (!this.snapshotValue || this.snapshotOf !== key) {
      this.snapshotOf = key;
      const loading = loadSnapshot(this.db.orm, version);
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (this.snapshotValue === loading) this.snapshotValue = undefined;
      });
      this.snapshotValue = loading;
    }
    return this.snapshotValue;
  }

  /** The cached answer for a request of this data version, if any. */
  cached(version: ArchiveVersion, key: string): CachedBody | undefined {
    this.sweep(version);
    return this.bodies.get(key);
  }

  remember(version: ArchiveVersion, key: string, entry: CachedBody): void {
    this.sweep(version);
    if (entry.body.length > MAX_CACHED_BYTES / 16) return;
    while (this.cachedBytes + entry.body.length > MAX_CACHED_BYTES) {
      const oldest = this.bodies.keys().next();
      if (oldest.done) break;
      this.cachedBytes -= this.bodies.get(oldest.value)?.body.length ?? 0;
      this.bodies.delete(oldest.value);
    }
    this.bodies.set(key, entry);
    this.cachedBytes += entry.body.length;
  }

  /** After a load in this process: the next request reads the new data-update time. */
  invalidate(): void {
    this.versionValue = undefined;
  }

  private sweep(version: ArchiveVersion): void {
    if (this.bodiesOf === version.updatedatetime) return;
    this.bodies.clear();
    this.cachedBytes = 0;
    this.bodiesOf = version.updatedatetime;
  }
}

const readers = new WeakMap<Database, ArchiveReader>();

/** One reader per database, shared by the archive routes and the internal load endpoints. */
export function archiveReader(db: Database): ArchiveReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = new ArchiveReader(db);
    readers.set(db, reader);
  }
  return reader;
}
