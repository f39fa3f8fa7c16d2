import type { MiddlewareHandler } from 'hono';
import { compressBytes, isCompressible, pickEncoding } from '../compression';

const NO_BODY = new Set([204, 304]);

/**
 * Compresses API answers of 1 KiB or more (brotli or gzip). Unlike hono/compress it knows the
 * size first, so small JSON keeps its Content-Length and skips the zlib round trip. Static files
 * arrive already encoded (server/static) and pass untouched.
 */
export const compressResponses = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('Content-Type') ?? '';
  // res.body last: reading it turns @hono/node-server's light response (written straight to the
  // socket) into a web stream, which costs every answer that is not compressed here.
  if (
    c.req.method === 'HEAD' ||
    NO_BODY.has(res.status) ||
    res.headers.has('Content-Encoding') ||
    !isCompressible(type) ||
    /no-transform/i.test(res.headers.get('Cache-Control') ?? '') ||
    !res.body
  ) {
    return;
  }
  const body = new Uint8Array(await res.arrayBuffer());
  const encoding = pickEncoding(c.req.header('Accept-Encoding'), body.length);
  const headers = new Headers(res.headers);
  if (!/accept-encoding/i.test(headers.get('Vary') ?? ''))
    headers.append('Vary', 'Accept-Encoding');
  const output = encoding ? await compressBytes(body, encoding) : body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(output.length));
  // Clear first: assigning over a response makes Hono copy the old headers onto the new one.
  c.res = undefined;
  c.res = new Response(output, { status: res.status, statusText: res.statusText, headers });
};
