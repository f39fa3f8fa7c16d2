import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDemoArchive } from '../../server/archive/demo-archive';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/**
 * What a first npm start does for the archive, in a fresh PGlite folder: migrate, then generate
 * and load the full demo archive (500 shares, five years). Also the size of the database after.
 */
export async function measureArchiveGeneration() {
  const dataDir = await mkdtemp(join(tmpdir(), 'nivesh-bench-archive-'));
  try {
    const opened = performance.now();
    const db = await openDatabase({ dataDir });
    let result;
    let migrated: number;
    try {
      await migrate(db);
      migrated = performance.now();
      result = await ensureDemoArchive(db);
    } finally {
      await db.close();
    }
    const done = performance.now();
    const counts = { bars: result.bars, days: result.days.length };
    return {
      ...counts,
      openAndMigrateMs: migrated - opened,
      generateAndLoadMs: done - migrated,
      databaseBytes: await folderBytes(join(dataDir, 'pg')),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
