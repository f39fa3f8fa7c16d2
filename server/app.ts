import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { AppEnv } from './app-env';
import type { Database } from './db/database';
import type { ServerConfig } from './env';
import { onError, onMethodNotAllowed, onNotFound } from './errors';
import type { Logger } from './logger';
import { compressResponses } from './middleware/compress-responses';
import type { VerifyToken } from './middleware/optional-auth';
import { requestLog } from './middleware/request-log';
import { generalRoutes } from './routes/general';
import { healthRoutes } from './routes/health';
import { internalRoutes } from './routes/internal';
import { settingsRoutes } from './routes/settings';
import { securityHeaders } from './security-headers';
import { serveStatic } from './static/serve-static';

export interface AppDeps {
  db: Database;
  logger: Logger;
  config: Pick<ServerConfig, 'staticDir' | 'connectSrcExtra'>;
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
  app.use(securityHeaders(config.connectSrcExtra));
  app.use(compressResponses());
  app.use(methodNotAllowed({ app, onMethodNotAllowed }));

  app.route('/api/health', healthRoutes(db));
  app.route('/api/settings', settingsRoutes(db, verifyToken));
  app.route('/archive/general', generalRoutes(db));
  app.route('/internal', internalRoutes(db, adminToken));

  app.use(serveStatic(config.staticDir));
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
