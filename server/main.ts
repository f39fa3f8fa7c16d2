import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { GatewayRoute } from './api/route';
import { createApp } from './app';
import { createTokenVerifier } from './auth/verifier';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { loadConfig, type ServerConfig } from './env';
import {
  appJobRegistry,
  startJobWorker,
  wakeOnEnqueue,
  type JobRegistry,
  type JobWorker,
} from './jobs';
import { createLogger } from './logger';
import { startChatSockets, type ChatSockets } from './modules/chat/socket';
import { closeBacktestRunner } from './modules/strategies/runner';
import type { VerifyToken } from './middleware/optional-auth';
import { removeRuntimeFiles, writeRuntimeFiles } from './runtime-files';

export interface StartOptions extends Partial<ServerConfig> {
  /** Where unset options come from (default process.env); tests pass {} to ignore the shell's. */
  env?: Record<string, string | undefined>;
  /** Default: aws-jwt-verify for config.identity (the emulator in local mode, Cognito else). */
  verifyToken?: VerifyToken;
  /** The gateway's route table (default: server/api/routes.ts); tests add routes of their own. */
  routes?: readonly GatewayRoute[];
  /** Run after migrations, before listening (e.g. a later "seed demo data" step). */
  beforeListen?: ReadonlyArray<(db: Database) => Promise<void>>;
  /**
   * The background job worker: false runs none in this process (jobs wait in the database for
   * one that does); `subscribe` adds handlers to the app's (tests); `pollMs` default 1 s.
   */
  jobs?: false | { subscribe?: (registry: JobRegistry) => void; pollMs?: number };
}

export interface RunningServer {
  /** Where a browser on this machine reaches it, e.g. http://127.0.0.1:4173. */
  url: string;
  config: ServerConfig;
  close(): Promise<void>;
}

// An option passed as undefined means "not given": keep the environment's value.
const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

function urlOf({ address, port }: AddressInfo): string {
  // A wildcard listener is reachable on loopback; that is the address scripts and users need.
  const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const listen = (server: Server, port: number, host: string): Promise<AddressInfo> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });

const stop = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets would hold close() open for seconds.
    server.closeAllConnections();
  });

/**
 * Opens the database (PGlite folder or DATABASE_URL), migrates, listens. The caller owns
 * signals: call close() on SIGINT/SIGTERM so PGlite shuts down cleanly and frees its folder.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const {
    env = process.env,
    verifyToken,
    beforeListen = [],
    jobs = {},
    routes,
    ...overrides
  } = options;
  const config: ServerConfig = { ...loadConfig(env), ...definedOnly(overrides) };
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config);
  let server: Server | undefined;
  let worker: JobWorker | undefined;
  let chat: ChatSockets | undefined;
  try {
    const { applied } = await migrate(db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    if (jobs) {
      const registry = appJobRegistry(config);
      jobs.subscribe?.(registry);
      worker = startJobWorker({ db, registry, logger, pollMs: jobs.pollMs });
    }
    // Requests that enqueue wake this process's worker rather than wait for its next poll.
    const appDb = worker ? wakeOnEnqueue(db, worker.wake) : db;
    for (const task of beforeListen) await task(appDb);

    const adminToken = randomBytes(32).toString('base64url');
    const verify = verifyToken ?? createTokenVerifier(config.identity, config.appMode, logger);
    const app = createApp({ db: appDb, logger, config, verifyToken: verify, adminToken, routes });
    const listener = getRequestListener(app.fetch);
    // The adapter answers its own failures (500), so nothing is left to await here.
    server = createServer((request, response) => void listener(request, response));
    // The chat's WebSocket (/api/chat/socket) is an upgrade of the HTTP server, not a route.
    const sockets = await startChatSockets({
      db: appDb,
      verifyToken: verify,
      logger,
      intakeAdvisorEmail: config.intakeAdvisorEmail,
    });
    chat = sockets;
    server.on('upgrade', (request, socket, head) => sockets.handleUpgrade(request, socket, head));
    const url = urlOf(await listen(server, config.port, config.host));
    await writeRuntimeFiles(
      config.dataDir,
      { url, pid: process.pid, startedAt: new Date().toISOString() },
      adminToken,
    );
    logger.info(
      { url, database: db.location, staticDir: config.staticDir, appMode: config.appMode },
      'server listening',
    );

    const running = server;
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        // Upgraded sockets are not the HTTP server's to close.
        await sockets.close();
        await stop(running);
        await worker?.stop();
        // Backtests in hand are recorded as cancelled before the database closes.
        await closeBacktestRunner(appDb);
        await removeRuntimeFiles(config.dataDir, process.pid);
        await db.close();
        logger.info('server stopped');
      })());
    return { url, config, close };
  } catch (error) {
    await chat?.close();
    if (server?.listening) await stop(server);
    await worker?.stop();
    await db.close();
    throw error;
  }
}
