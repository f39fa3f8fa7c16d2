import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const MIN_BYTES = 1024;
const MAX_CACHED = 256;
const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** Text formats; fonts and raster images are compressed already. Event streams must flow. */
export const isCompressible = (contentType: string): boolean =>
  /^(text\/(?!event-stream)|image\/svg\+xml|application\/(json|manifest\+json|xml|wasm))/i.test(
    contentType,
  );

/** Brotli when the client takes it (smaller), else gzip, else none. q=0 refuses an encoding. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  size: number,
): Encoding | undefined {
  if (!acceptEncoding || size < MIN_BYTES) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

export async function compressBytes(
  body: Uint8Array,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const output =
    encoding === 'br'
      ? // Quality 5: near-best size for JS/CSS at a fraction of quality 11's time.
        await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(body, { level: 6 });
  // zlib's Buffers may sit on a shared pool; Response bodies want a plain ArrayBuffer view.
  return new Uint8Array(output);
}

/** For built files: few, and they change only with a build, so compress each version once. */
export function compressCached(
  key: string,
  body: Uint8Array,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const cacheKey = `${encoding}:${key}`;
  let result = cache.get(cacheKey);
  if (!result) {
    if (cache.size >= MAX_CACHED) cache.clear();
    result = compressBytes(body, encoding);
    cache.set(cacheKey, result);
    result.catch(() => cache.delete(cacheKey));
  }
  return result;
}

/**
 * An answer made once and sent many times (the archive's answers, the dashboard, the adviser's
 * book): its bytes and each compressed form, made on first demand.
 */
export interface Precompressed {
  body: Uint8Array<ArrayBuffer>;
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
}

/**
 * The answer's bytes in the encoding the client takes (none: as they are), each form compressed
 * once per answer; a failed compression is forgotten, so the next request tries again.
 */
export async function negotiatedBody(
  answer: Precompressed,
  acceptEncoding: string | undefined,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; encoding?: Encoding }> {
  const encoding = pickEncoding(acceptEncoding, answer.body.length);
  if (!encoding) return { bytes: answer.body };
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    const made = compressBytes(answer.body, encoding);
    made.catch(() => {
      if (answer.encoded.get(encoding) === made) answer.encoded.delete(encoding);
    });
    answer.encoded.set(encoding, made);
    encoded = made;
  }
  return { bytes: await encoded, encoding };
}

const opaqueTag = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** If-None-Match, compared weakly (RFC 9110, 13.1.2): W/"x" and "x" are the same tag. */
export const ifNoneMatchHits = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  (header.trim() === '*' ||
    header.split(',').some((tag) => opaqueTag(tag.trim()) === opaqueTag(etag)));
