/**
 * npm run maintenance -- on|off|status
 *
 * Spec 4: UNDER_MAINTENANCE=1 sends every route to the maintenance page. A PGlite folder has one
 * owner, so while the server runs this goes through its loopback-only admin endpoint with the
 * token from DATA_DIR/admin-token; when no server runs (or with DATABASE_URL, where sharing is
 * fine) it writes the database directly.
 */
import { z } from 'zod';
import { loadConfig } from '../server/env';
import { getMaintenance, setMaintenance, type MaintenanceFlag } from '../server/services/settings';
import { withDatabase } from './lib/direct-database';
import { findServerForDataDir, type RunningServerHandle } from './lib/running-server';
import { errorMessage } from './lib/steps';

const USAGE = 'Usage: npm run maintenance -- on|off|status';
const ACTIONS = { on: 1, off: 0, status: undefined } as const;
type Action = keyof typeof ACTIONS;

const answerSchema = z.object({ UNDER_MAINTENANCE: z.union([z.literal(0), z.literal(1)]) });
// The server answers errors as RFC 9457 problem details.
const errorSchema = z.object({ detail: z.string() });

async function viaServer(server: RunningServerHandle, flag: MaintenanceFlag | undefined) {
  if (!server.adminToken) throw new Error(`The server at ${server.url} left no admin token.`);
  const response = await fetch(new URL('/internal/maintenance', server.url), {
    method: flag === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${server.adminToken}`, 'Content-Type': 'application/json' },
    body: flag === undefined ? undefined : JSON.stringify({ UNDER_MAINTENANCE: flag }),
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const reason = errorSchema.safeParse(body).data?.detail ?? `HTTP ${response.status}`;
    throw new Error(`The server at ${server.url} refused: ${reason}`);
  }
  return answerSchema.parse(body).UNDER_MAINTENANCE;
}

async function main(): Promise<void> {
  const action = process.argv[2];
  if (!action || !Object.hasOwn(ACTIONS, action)) {
    console.error(USAGE);
    process.exit(2);
  }
  const flag = ACTIONS[action as Action];
  const config = loadConfig();
  const server = config.databaseUrl ? undefined : await findServerForDataDir(config.dataDir);

  const verb = flag === undefined ? 'read' : 'set';
  let value: MaintenanceFlag;
  let how: string;
  if (server) {
    value = await viaServer(server, flag);
    how = `${verb} through the running server at ${server.url}`;
  } else {
    ({ value, how } = await withDatabase(config, async (db) => ({
      value: flag === undefined ? await getMaintenance(db.orm) : await setMaintenance(db.orm, flag),
      how: `${verb} ${flag === undefined ? 'from' : 'in'} the database ${db.location} directly`,
    })));
  }
  console.log(
    `Maintenance mode is ${value === 1 ? 'ON' : 'OFF'} (UNDER_MAINTENANCE=${value}), ${how}.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Maintenance: ${errorMessage(error)}`);
  process.exit(1);
});
