import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { mountGateway } from './api/mount';
import { permissionOf, type GatewayRoute } from './api/route';
import { GATEWAY_ROUTES } from './api/routes';
import type { AppEnv } from './app-env';
import { archiveCorsOrigins } from './archive/archive-env';
import { authorize } from './auth/authorize';
import { permissionLookup } from './auth/permissions';
import type { Database } from './db/database';
import type { ServerConfig } from './env';
import { onError, onMethodNotAllowed, onNotFound } from './errors';
import { identityPaths } from './identity/pool';
import type { Logger } from './logger';
import { compressResponses } from './middleware/compress-responses';
import type { VerifyToken } from './middleware/optional-auth';
import { requestLog } from './middleware/request-log';
import { apiReferenceRoutes } from './routes/api-reference';
import { archiveCors, archiveRoutes } from './routes/archive';
import { identityOrigins } from './routes/auth-config';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { generalRoutes } from './routes/general';
import { internalRoutes } from './routes/internal';
import { securityHeaders } from './security-headers';
import { serveStatic } from './static/serve-static';

export interface AppDeps {
  db: Database;
  logger: Logger;
  config: Pick<
    ServerConfig,
    | 'staticDir'
    | 'connectSrcExtra'
    | 'identity'
    | 'appMode'
    | 'dataDir'
    | 'broker'
    | 'intakeAdvisorEmail'
    | 'documentStore'
  >;
  /** Identity seam: when given, a request that carries an Authorization header must verify. */
  verifyToken?: VerifyToken | undefined;
  /** Token for /internal/*; without it those endpoints refuse everyone. */
  adminToken?: string | undefined;
  /** The gateway's route table; tests add routes of their own to exercise the write path. */
  routes?: readonly GatewayRoute[] | undefined;
}

export function createApp({
  db,
  logger,
  config,
  verifyToken,
  adminToken,
  routes = GATEWAY_ROUTES,
}: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Order matters: the log sees the final status, headers land on every answer, 405 replaces
  // the 404 of a known path asked with the wrong method.
  app.use(requestLog(logger));
  // The identity service's origins (emulator or Cognito) join connect-src by themselves.
  app.use(securityHeaders([...new Set([...identityOrigins(config), ...config.connectSrcExtra])]));
  app.use(compressResponses());
  app.use(methodNotAllowed({ app, onMethodNotAllowed }));

  // Before every /api route: the permission table (server/auth/permissions.ts).
  const permissionFor = permissionLookup(routes.map(permissionOf));
  app.use('/api/*', authorize(db, verifyToken, permissionFor, config.intakeAdvisorEmail));
  mountGateway(app, routes, { db, logger, config }, verifyToken);
  app.use('/archive/*', archiveCors(archiveCorsOrigins()));
  app.route('/archive/general', generalRoutes(db));
  app.route('/archive', archiveRoutes(db));
  app.route('/internal', internalRoutes(db, adminToken));
  if (config.appMode === 'local') {
    app.route('/dev', devMailboxRoutes(identityPaths(config.dataDir).mailbox));
    app.route('/dev/api-reference', apiReferenceRoutes());
  }

  app.use(serveStatic(config.staticDir));
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
