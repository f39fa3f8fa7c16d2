import { Deflate, deflateSync, inflateSync } from 'fflate';

// Bodies are stored as raw DEFLATE (fflate). Measured on realistic market JSON (Node, this
// machine): level 6 packs 150 KiB about 5.4:1 in ~4 ms; inflate + JSON.parse takes ~1.2 ms.
// Level 3 saves a third of the time for a 5% bigger entry; compression runs after the response
// has gone to the page, so the smaller entry wins.
export const COMPRESSION_LEVEL = 6;

/**
 * Bodies up to this size are compressed in one synchronous call; larger ones through fflate's
 * streaming Deflate, one chunk per task, so no single task runs long (budget: no main-thread task
 * over 50 ms; a 1 MiB body in one call takes ~25 ms here, ~100 ms at 4x CPU throttling).
 * fflate's async API would move the work to a Worker, but the app's CSP (`worker-src 'self'`)
 * refuses the blob: worker it builds, and a service worker cannot start workers at all; the page
 * runs this codec in its own module worker instead (off-thread-cache.ts).
 */
export const CHUNK_BYTES = 64 * 1024;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export async function compress(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (bytes.length <= CHUNK_BYTES) return deflateSync(bytes, { level: COMPRESSION_LEVEL });
  const parts: Uint8Array[] = [];
  const stream = new Deflate({ level: COMPRESSION_LEVEL }, (chunk) => parts.push(chunk));
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    if (offset > 0) await nextTask();
    const end = Math.min(offset + CHUNK_BYTES, bytes.length);
    stream.push(bytes.subarray(offset, end), end === bytes.length);
  }
  return concat(parts);
}

/**
 * Synchronous: a cached read must be fast (budget: p95 16 ms for 150 KiB at 4x throttling) and
 * inflating is several times quicker than deflating. Inflating into a buffer of the stored size
 * saves fflate's growing copies (about 30% of the inflate time measured in Chromium); one spare
 * byte shows a body longer than stored. Throws on data that is not DEFLATE, and when the result
 * does not have the stored length.
 */
export function decompress(bytes: Uint8Array, expectedLength: number): Uint8Array<ArrayBuffer> {
  const out = inflateSync(bytes, { out: new Uint8Array(expectedLength + 1) });
  if (out.length !== expectedLength) throw new Error('Cached body has the wrong length');
  return out;
}
