import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../../app-env';
import { archiveReader } from '../../archive/read/reader';
import type { Database } from '../../db/database';
import { parseParams, parseQuery } from '../../validation';
import { openApiDocument } from './openapi';
import { archiveAnswer } from './respond';
import { ARCHIVE_ROUTES } from './routes';

/**
 * /archive/* (besides /archive/general, the spec's data check): the archive data API from the
 * route table, and its OpenAPI document at /archive/openapi.json.
 */
export function archiveRoutes(db: Database): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const reader = archiveReader(db);
  const documentBody = JSON.stringify(openApiDocument(ARCHIVE_ROUTES));
  app.get('/openapi.json', (c) =>
    c.body(documentBody, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, no-cache',
    }),
  );
  for (const route of ARCHIVE_ROUTES) {
    app.get(route.path, (c) =>
      archiveAnswer(c, reader, (snapshot) => {
        // Validated before anything is read: a bad parameter is the caller's 400, never a 500.
        const params: unknown = route.params ? parseParams(c, route.params) : {};
        const query: unknown = parseQuery(c, route.query);
        return route.handler({ params, query, snapshot, orm: db.orm });
      }),
    );
  }
  return app;
}

/**
 * CORS for the app's origins when the archive runs on its own host (ARCHIVE_CORS_ORIGINS);
 * without any, the archive stays same-origin and this adds nothing.
 */
export function archiveCors(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  if (origins.length === 0) return (_c, next) => next();
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposeHeaders: ['ETag', 'Last-Modified', 'X-Archive-Data'],
    maxAge: 600,
  });
}
