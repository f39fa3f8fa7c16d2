import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from '../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const remoteAddress = (c: Context): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind a Node socket (e.g. app.request in a test): treat as remote.
    return undefined;
  }
};

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * /internal/* is for the project's own scripts on this machine (npm run maintenance while the
 * server owns the PGlite folder): loopback only, not relayed by a proxy, and carrying the token
 * the server wrote to DATA_DIR/admin-token (mode 0600) at start.
 */
export const localAdminOnly =
  (adminToken: string | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const address = remoteAddress(c);
    const relayed = c.req.header('X-Forwarded-For') ?? c.req.header('Forwarded');
    if (!adminToken || !address || !LOOPBACK.has(address) || relayed !== undefined) {
      throw new ApiError(403, 'forbidden', 'Admin endpoints answer only local scripts');
    }
    const presented = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!presented || !timingSafeEqual(digest(presented), digest(adminToken))) {
      throw new ApiError(401, 'invalid_admin_token', 'Missing or wrong admin token');
    }
    await next();
  };
