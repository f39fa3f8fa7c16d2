import { userInfo } from 'node:os';
import type { Database } from '../../server/db/database';
import { loadConfig } from '../../server/env';
import { withDatabase } from './direct-database';
import { findServerForDataDir } from './running-server';

/**
 * Who runs an archive load, for the import history (archive_imports.actor):
 * "npm run import:bhavcopy (user priya)".
 */
export function commandActor(command: string): string {
  let user: string | undefined;
  try {
    user = userInfo().username;
  } catch {
    user = process.env.USER ?? process.env.USERNAME;
  }
  return `npm run ${command} (user ${user || 'unknown'})`;
}

/** The server's RFC 9457 problem details. */
interface ProblemBody {
  detail?: unknown;
}

/**
 * Runs an archive load where the database's owner is: through the running server's
 * /internal/archive endpoint (PGlite has one owner process; same admin token as npm run
 * maintenance), or directly on the database when no server runs or with DATABASE_URL.
 */
export async function runArchiveCommand<T>(
  path: string,
  body: unknown,
  direct: (db: Database) => Promise<T>,
): Promise<{ result: T; how: string }> {
  const config = loadConfig();
  const server = config.databaseUrl ? undefined : await findServerForDataDir(config.dataDir);
  if (!server) {
    return withDatabase(config, async (db) => ({
      result: await direct(db),
      how: `directly in the database ${db.location}`,
    }));
  }
  if (!server.adminToken) throw new Error(`The server at ${server.url} left no admin token.`);
  const response = await fetch(new URL(`/internal/archive${path}`, server.url), {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(300_000),
  });
  const answer = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const message = (answer as ProblemBody | undefined)?.detail;
    throw new Error(
      `The server at ${server.url} refused: ${typeof message === 'string' ? message : `HTTP ${response.status}`}`,
    );
  }
  return { result: answer as T, how: `through the running server at ${server.url}` };
}
