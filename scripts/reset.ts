/**
 * npm run reset: delete DATA_DIR and create it again (migrations, their seed rows, the seed
 * steps later issues add to SEED_TASKS, and the identity emulator's users in DATA_DIR/cognito).
 * Refuses while a server runs: it owns the PGlite folder.
 */
import { rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Database } from '../server/db/database';
import { liveLockOwner } from '../server/db/folder-lock';
import { migrate } from '../server/db/migrate';
import { displayPath } from '../server/display-path';
import { openDatabase } from '../server/db/open-database';
import { pglitePaths } from '../server/db/pglite';
import { LOCAL_POOL } from '../server/identity/pool';
import { loadConfig, type ServerConfig } from '../server/env';
import { getDataStatus } from '../server/services/data-status';
import { getMaintenance } from '../server/services/settings';
import { PROJECT_ROOT } from './lib/project-root';
import { findAnyServer } from './lib/running-server';
import { SEED_TASKS } from './lib/seed';
import { errorMessage } from './lib/steps';

async function describeSeed(db: Database): Promise<string> {
  const maintenance = await getMaintenance(db.orm);
  const ind = await getDataStatus(db.orm, 'IND');
  return `Seeded UNDER_MAINTENANCE=${maintenance} and data status IND=${ind?.updatedatetime ?? '(missing)'}.`;
}

/** A typo in DATA_DIR must not delete the project, a home folder or a parent of either. */
function assertSafeToDelete(dataDir: string): void {
  const guarded = [PROJECT_ROOT, process.cwd(), homedir(), resolve('/')];
  const contains = (parent: string, child: string) => {
    const path = relative(parent, child);
    return path === '' || (!path.startsWith('..') && !isAbsolute(path));
  };
  if (guarded.some((folder) => contains(dataDir, folder))) {
    throw new Error(
      `Refusing to delete DATA_DIR=${dataDir}: it contains the project or a home folder.`,
    );
  }
}

async function reset(config: ServerConfig): Promise<void> {
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: reset only recreates the local PGlite folder. Drop and recreate that ' +
        'database yourself; npm start migrates and seeds it.',
    );
  }
  const running = await findAnyServer(config);
  if (running) throw new Error(`A server is running at ${running}: stop it (Ctrl-C) first.`);
  const owner = await liveLockOwner(pglitePaths(config.dataDir).lock);
  if (owner) throw new Error(`Process ${owner} has the database open: stop it first.`);

  assertSafeToDelete(config.dataDir);
  await rm(config.dataDir, { recursive: true, force: true });
  console.log(`Deleted ${displayPath(config.dataDir)}.`);

  const db = await openDatabase(config);
  try {
    const { applied } = await migrate(db);
    console.log(`Created the database ${db.location} and applied ${applied.join(', ')}.`);
    for (const task of SEED_TASKS) {
      if (task.localOnly && config.appMode !== 'local') continue;
      await task.run(db);
      console.log(`Seeded ${task.title}.`);
    }
    console.log(await describeSeed(db));
  } finally {
    await db.close();
  }
  if (config.appMode === 'local') {
    // cognito-local is a devDependency: loaded only for local data.
    const { seedIdentityStore } = await import('../server/identity/seed-store');
    const accounts = await seedIdentityStore(config.dataDir);
    console.log(
      `Seeded the identity emulator's pool ${LOCAL_POOL.userPoolId} with ${accounts.length} demo accounts.`,
    );
  }
  console.log('Reset done: npm start to run Nivesh.');
}

reset(loadConfig()).catch((error: unknown) => {
  console.error(`npm run reset: ${errorMessage(error)}`);
  process.exit(1);
});
