import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from '../errors';
import { cacheControlFor } from './cache-policy';
import { compressCached, isCompressible, pickEncoding } from '../compression';
import { contentTypeFor } from './content-types';

/** Paths owned by the APIs: never a file, never the SPA fallback (their 404 is JSON). */
const API_PREFIX = /^\/(api|archive|internal|dev)(\/|$)/;

const statFile = async (path: string): Promise<Stats | undefined> => {
  const stats = await stat(path).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
};

/** The file a URL path names inside root, or undefined when it would leave root or is hidden. */
function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    throw new ApiError(400, 'bad_path', 'The address is not valid percent-encoding');
  }
  if (decoded.includes('\0')) throw new ApiError(400, 'bad_path', 'The address contains a NUL');
  const file = join(root, decoded);
  const inside = relative(root, file);
  if (
    inside.startsWith('..') ||
    inside.split(sep).some((part) => part.startsWith('.') && part !== '.well-known')
  ) {
    return undefined;
  }
  return file;
}

async function sendFile(
  c: Context,
  file: string,
  stats: Stats,
  urlPath: string,
): Promise<Response> {
  const contentType = contentTypeFor(file);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControlFor(urlPath),
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
  };
  const compressible = isCompressible(contentType);
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (
    c.req
      .header('If-None-Match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return c.body(null, 304, headers);
  }
  let body: Uint8Array<ArrayBuffer> = await readFile(file);
  const encoding = compressible
    ? pickEncoding(c.req.header('Accept-Encoding'), body.length)
    : undefined;
  if (encoding) {
    body = await compressCached(`${file}:${etag}`, body, encoding);
    headers['Content-Encoding'] = encoding;
  }
  headers['Content-Length'] = String(body.length);
  return c.body(body, 200, headers);
}

/**
 * Serves the built PWA from root. A GET that names no file gets index.html so deep links such
 * as /investor/dashboard open the app; missing /assets/* files stay 404 because an HTML answer
 * to a script request breaks the page (and the worker's precache) in confusing ways.
 */
export function serveStatic(root: string): MiddlewareHandler<AppEnv> {
  const indexFile = join(root, 'index.html');
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || API_PREFIX.test(c.req.path)) {
      return next();
    }
    // Looked up per request so a build finished after start is picked up without a restart.
    const index = await statFile(indexFile);
    if (!index) {
      return c.text('build missing: run npm run build', 503, { 'Cache-Control': 'no-store' });
    }
    const urlPath = new URL(c.req.url).pathname;
    const file = urlPath.endsWith('/') ? undefined : fileFor(root, urlPath);
    const stats = file === undefined ? undefined : await statFile(file);
    if (file && stats) return sendFile(c, file, stats, urlPath);
    if (urlPath.startsWith('/assets/')) {
      return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    }
    return sendFile(c, indexFile, index, '/index.html');
  };
}
