import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { displayPath } from '../display-path';
import { acquireFolderLock } from './folder-lock';
import type { Database } from './database';
import * as schema from './schema';

export const pglitePaths = (dataDir: string) => ({
  folder: join(dataDir, 'pg'),
  lock: join(dataDir, 'pg.lock'),
});

export async function openPglite(dataDir: string): Promise<Database> {
  const { folder, lock } = pglitePaths(dataDir);
  const location = displayPath(folder);
  await mkdir(dataDir, { recursive: true });
  const release = await acquireFolderLock(lock, location);
  let client: PGlite;
  try {
    client = await PGlite.create(folder);
  } catch (error) {
    await release();
    throw error;
  }
  return {
    kind: 'pglite',
    location,
    orm: drizzle({ client, schema }),
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await tx.query<Row>(sql, params)).rows,
        }),
      ),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}
