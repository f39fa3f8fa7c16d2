import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env';
import { ApiError } from '../errors';
import { optionalAuth, type VerifyToken } from '../middleware/optional-auth';
import { parseParams, parseQuery } from '../validation';
import { InFlightKeys } from './idempotency';
import { isWrite, type ApiDeps, type GatewayRoute, type ReadRoute } from './route';
import { writeHandler } from './write-path';

/** JSON bodies of the gateway; upload routes set their own limit. */
export const MAX_BODY_BYTES = 256 * 1024;

function readHandler(route: ReadRoute, deps: ApiDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    // Validated before anything is read: a bad parameter is the caller's 400, never a 500.
    const params: unknown = route.params ? parseParams(c, route.params) : {};
    const query: unknown = route.query ? parseQuery(c, route.query) : {};
    const data = await route.handler({
      params,
      query,
      caller: c.var.profile,
      deps,
      c,
    });
    if (data instanceof Response) return data;
    return c.json(data, 200, { 'Cache-Control': route.cacheControl ?? 'no-store' });
  };
}

const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      // The rest of the body is never read, and the Node adapter drops such a connection soon
      // after answering: saying so keeps a client from sending its next request on it.
      throw new ApiError(
        413,
        'payload_too_large',
        `The request body is larger than ${Math.round(maxSize / 1024)} KiB`,
        { Connection: 'close' },
      );
    },
  });
const limitJsonBody = limitBody(MAX_BODY_BYTES);

/** Registers the gateway's route table on the app (after the authorize middleware). */
export function mountGateway(
  app: Hono<AppEnv>,
  routes: readonly GatewayRoute[],
  deps: ApiDeps,
  verifyToken: VerifyToken | undefined,
): void {
  const inFlight = new InFlightKeys();
  for (const route of routes) {
    if (isWrite(route)) {
      const limit = route.upload
        ? limitBody(route.upload.maxBytes)
        : route.maxBodyBytes
          ? limitBody(route.maxBodyBytes)
          : limitJsonBody;
      app.on(route.method, route.path, limit, writeHandler(route, deps, inFlight));
    } else if (route.verifyPresentToken) {
      app.get(route.path, optionalAuth(verifyToken), readHandler(route, deps));
    } else {
      app.get(route.path, readHandler(route, deps));
    }
  }
}
