import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ifNoneMatchHits,
  negotiatedBody,
  pickEncoding,
  type Precompressed,
} from '../../../server/compression';

// The shared pieces of the answers made once and sent many times (archive, dashboard, book).

describe('ifNoneMatchHits: If-None-Match compares weakly (RFC 9110, 13.1.2)', () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['', false],
    ['*', true],
    [' * ', true],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"zzz", W/"abc"', true],
    ['"zzz",W/"abc" ', true],
    ['W/"abcd"', false],
    ['"ab"', false],
  ])('%j -> %s', (header, hit) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hit);
  });
  it('a strong tag matches its weak form too', () => {
    expect(ifNoneMatchHits('W/"x"', '"x"')).toBe(true);
  });
});

describe('negotiatedBody', () => {
  const text = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, v: i * 3 })) });
  const answer = (): Precompressed => ({
    body: new TextEncoder().encode(text),
    encoded: new Map(),
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j gives %s, and the bytes decode to the body', async (accept, expected) => {
    const { bytes, encoding } = await negotiatedBody(answer(), accept);
    expect(encoding).toBe(expected);
    const decoded =
      encoding === 'br'
        ? brotliDecompressSync(bytes)
        : encoding === 'gzip'
          ? gunzipSync(bytes)
          : Buffer.from(bytes);
    expect(decoded.toString('utf8')).toBe(text);
  });

  it('compresses each form once per answer', async () => {
    const kept = answer();
    const first = await negotiatedBody(kept, 'gzip');
    const second = await negotiatedBody(kept, 'gzip');
    expect(second.bytes).toBe(first.bytes);
    expect([...kept.encoded.keys()]).toEqual(['gzip']);
  });

  it('sends a small body as it is', async () => {
    const small: Precompressed = { body: new TextEncoder().encode('{}'), encoded: new Map() };
    expect(pickEncoding('br', small.body.length)).toBeUndefined();
    const { bytes, encoding } = await negotiatedBody(small, 'br');
    expect(encoding).toBeUndefined();
    expect(bytes).toBe(small.body);
  });
});
