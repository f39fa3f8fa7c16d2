import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { AppEnv } from './app-env';
import { archiveCorsOrigins } from './archive/archive-env';
import { authorize } from './auth/authorize';
import type { Database } from './db/database';
import type { ServerConfig } from './env';
import { onError, onMethodNotAllowed, onNotFound } from './errors';
import { identityPaths } from './identity/pool';
import type { Logger } from './logger';
import { compressResponses } from './middleware/compress-responses';
import type { VerifyToken } from './middleware/optional-auth';
import { requestLog } from './middleware/request-log';
import { advisorRoutes } from './routes/advisor';
import { archiveCors, archiveRoutes } from './routes/archive';
import { authConfigRoutes, identityOrigins } from './routes/auth-config';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { generalRoutes } from './routes/general';
import { healthRoutes } from './routes/health';
import { internalRoutes } from './routes/internal';
import { investorRoutes } from './routes/investor';
import { settingsRoutes } from './routes/settings';
import { userRoutes } from './routes/user';
import { securityHeaders } from './security-headers';
import { serveStatic } from './static/serve-static';

export interface AppDeps {
  db: Database;
  logger: Logger;
  config: Pick<ServerConfig, 'staticDir' | 'connectSrcExtra' | 'identity' | 'appMode' | 'dataDir'>;
  /** Identity seam: when given, a request that carries an Authorization header must verify. */
  verifyToken?: VerifyToken | undefined;
  /** Token for /internal/*; without it those endpoints refuse everyone. */
  adminToken?: string | undefined;
}

export function createApp({ db, logger, config, verifyToken, adminToken }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Order matters: the log sees the final status, headers land on every answer, 405 replaces
  // the 404 of a known path asked with the wrong method.
  app.use(requestLog(logger));
  // The identity service's origins (emulator or Cognito) join connect-src by themselves.
  app.use(securityHeaders([...new Set([...identityOrigins(config), ...config.connectSrcExtra])]));
  app.use(compressResponses());
  app.use(methodNotAllowed({ app, onMethodNotAllowed }));

  // Before every /api route: the permission table (server/auth/permissions.ts).
  app.use('/api/*', authorize(db, verifyToken));
  app.route('/api/health', healthRoutes(db));
  app.route('/api/settings', settingsRoutes(db, verifyToken));
  app.route('/api/auth-config', authConfigRoutes(config));
  app.route('/api/user', userRoutes(db));
  app.route('/api/investor', investorRoutes(db));
  app.route('/api/advisor', advisorRoutes(db));
  app.use('/archive/*', archiveCors(archiveCorsOrigins()));
  app.route('/archive/general', generalRoutes(db));
  app.route('/archive', archiveRoutes(db));
  app.route('/internal', internalRoutes(db, adminToken));
  if (config.appMode === 'local') {
    app.route('/dev', devMailboxRoutes(identityPaths(config.dataDir).mailbox));
  }

  app.use(serveStatic(config.staticDir));
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
