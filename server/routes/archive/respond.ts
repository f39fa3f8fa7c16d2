import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { ArchiveReader, CachedBody } from '../../archive/read/reader';
import type { ArchiveSnapshot } from '../../archive/read/snapshot';
import { hashString } from '../../archive/random';
import { ifNoneMatchHits, negotiatedBody } from '../../compression';

const encoder = new TextEncoder();

/** The request as a cache key: path and query exactly as sent (no parsing on the hot path). */
function requestKey(c: Context): string {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start < 0 ? '/' : url.slice(start);
}

function send(
  c: Context<AppEnv>,
  entry: CachedBody,
  bytes: Uint8Array<ArrayBuffer>,
  encoding?: string,
) {
  const headers: Record<string, string> = {
    ...entry.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(bytes.length),
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(bytes, 200, headers);
}

/**
 * A handler's answer that must not be kept: it will change before the data-update time does
 * (the stock table while the factor engine scores a load). Sent with no-store and no ETag.
 */
export class Uncached {
  constructor(readonly data: unknown) {}
}

/**
 * Answers an archive GET: `{data, meta}` where meta says whether it is demo data. An answer is
 * made once per data-update time and kept with its compressed variants, keyed by the request
 * as sent: a known request skips validation and the database (only valid requests are kept).
 * Its ETag changes with the data-update time, so a client revalidates with If-None-Match and
 * gets 304 until the next import; `no-transform` keeps the generic compression middleware from
 * re-reading the cached bytes.
 */
export async function archiveAnswer(
  c: Context<AppEnv>,
  reader: ArchiveReader,
  produce: (snapshot: ArchiveSnapshot) => unknown,
): Promise<Response> {
  const key = requestKey(c);
  const version = await reader.version();
  let entry = reader.cached(version, key);
  if (!entry) {
    const snapshot = await reader.snapshot();
    const data: unknown = await produce(snapshot);
    if (data instanceof Uncached) {
      const body = encoder.encode(JSON.stringify({ data: data.data, meta: snapshot.meta }));
      return c.body(body, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Archive-Data': snapshot.version.demo ? 'demo' : 'imported',
      });
    }
    const tag = `${Date.parse(snapshot.version.updatedatetime).toString(36)}-${hashString(key).toString(36)}`;
    entry = {
      body: encoder.encode(JSON.stringify({ data, meta: snapshot.meta })),
      encoded: new Map(),
      headers: {
        'Cache-Control': 'public, no-cache, no-transform',
        ETag: `W/"${tag}"`,
        'Last-Modified': new Date(snapshot.version.updatedatetime).toUTCString(),
        Vary: 'Accept-Encoding',
        'X-Archive-Data': snapshot.version.demo ? 'demo' : 'imported',
      },
    };
    reader.remember(snapshot.version, key, entry);
  }
  if (ifNoneMatchHits(c.req.header('If-None-Match'), entry.headers.ETag ?? '')) {
    return c.body(null, 304, entry.headers);
  }
  const { bytes, encoding } = await negotiatedBody(entry, c.req.header('Accept-Encoding'));
  return send(c, entry, bytes, encoding);
}
