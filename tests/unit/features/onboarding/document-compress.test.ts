import { describe, expect, it, vi } from 'vitest';
import {
  ATTEMPTS,
  CompressError,
  fitWithin,
  MAX_UPLOAD_BYTES,
  NOT_READABLE,
  PDF_TOO_LARGE,
  prepareUpload,
  type ImageCodec,
} from '@/ui/compress-image';

// Issue 10: documents go up as at most 500 KB. The canvas itself is the browser's (measured in
// Chromium by tests/bench/document-upload.ts); here a fake codec whose JPEG size follows the
// pixels and the quality stands in for it, so every rule of the loop is a case.

const pdf = (bytes: number) => {
  const body = new Uint8Array(bytes).fill(0x20);
  body.set(new TextEncoder().encode('%PDF-1.4'));
  return new Blob([body], { type: 'application/pdf' });
};
const photo = (bytes = 4_000_000) =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe1]), new Uint8Array(bytes)], {
    type: 'image/jpeg',
  });

/** JPEG bytes ~ pixels x bytesPerPixel x quality, like real photos roughly do. */
function fakeCodec(width: number, height: number, bytesPerPixel: number) {
  const encoded: Array<{ width: number; height: number; quality: number; size: number }> = [];
  const close = vi.fn();
  const codec: ImageCodec = {
    decode: () => Promise.resolve({ width, height, image: 'bitmap', close }),
    draw: (_image, w, h) => ({ w, h }),
    encode: (surface, quality) => {
      const { w, h } = surface as { w: number; h: number };
      const size = Math.round(w * h * bytesPerPixel * quality);
      encoded.push({ width: w, height: h, quality, size });
      return Promise.resolve(new Blob([new Uint8Array(size)], { type: 'image/jpeg' }));
    },
  };
  return { codec, encoded, close };
}

describe('fitWithin: the longest side capped, the shape kept, never enlarged', () => {
  it.each([
    [4000, 3000, 1600, { width: 1600, height: 1200 }],
    [3000, 4000, 1600, { width: 1200, height: 1600 }],
    [1000, 600, 1600, { width: 1000, height: 600 }],
    [1600, 1600, 1600, { width: 1600, height: 1600 }],
    [5000, 1, 1000, { width: 1000, height: 1 }],
  ])('%i x %i within %i is %j', (width, height, side, expected) => {
    expect(fitWithin(width, height, side)).toEqual(expected);
  });
});

describe('prepareUpload', () => {
  it('passes a PDF of at most 500 KB through untouched', async () => {
    const file = pdf(MAX_UPLOAD_BYTES);
    expect(await prepareUpload(file, fakeCodec(1, 1, 1).codec)).toBe(file);
  });

  it('names a PDF by its bytes even when the browser gave it no type', async () => {
    const untyped = new Blob([await pdf(1000).arrayBuffer()]);
    expect((await prepareUpload(untyped, fakeCodec(1, 1, 1).codec)).type).toBe('application/pdf');
  });

  it('refuses a PDF over 500 KB in plain words', async () => {
    await expect(prepareUpload(pdf(MAX_UPLOAD_BYTES + 1))).rejects.toThrow(PDF_TOO_LARGE);
  });

  it('re-encodes even a small photo (its Exif, with the place it was taken, is dropped)', async () => {
    const { codec, encoded, close } = fakeCodec(800, 500, 0.5);
    const out = await prepareUpload(photo(10_000), codec);
    expect(out.type).toBe('image/jpeg');
    expect(encoded).toEqual([{ width: 800, height: 500, quality: 0.85, size: 170_000 }]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('caps a 4000 x 3000 photo at 1600 px and steps the quality down until it fits', async () => {
    const { codec, encoded } = fakeCodec(4000, 3000, 0.5);
    const out = await prepareUpload(photo(), codec);
    expect(out.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    expect(encoded.map((e) => [e.width, e.quality])).toEqual([
      [1600, 0.85],
      [1600, 0.75],
      [1600, 0.65],
      [1600, 0.55],
      [1600, 0.45],
    ]);
  });

  it('makes the picture smaller when the lowest quality is not enough', async () => {
    const { codec, encoded } = fakeCodec(4000, 3000, 1.2);
    const out = await prepareUpload(photo(), codec);
    expect(out.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    expect(encoded.at(-1)?.width).toBeLessThan(1600);
    expect(new Set(encoded.map((e) => e.width)).size).toBeGreaterThan(1);
  });

  it('says so when nothing fits, and still releases the picture', async () => {
    const { codec, encoded, close } = fakeCodec(4000, 3000, 3);
    await expect(prepareUpload(photo(), codec)).rejects.toBeInstanceOf(CompressError);
    expect(encoded).toHaveLength(ATTEMPTS.length);
    expect(close).toHaveBeenCalledOnce();
  });

  it('refuses a file that is neither a picture nor a PDF', async () => {
    const codec: ImageCodec = {
      ...fakeCodec(1, 1, 1).codec,
      decode: () => Promise.reject(new DOMException('bad', 'InvalidStateError')),
    };
    await expect(prepareUpload(new Blob(['hello']), codec)).rejects.toThrow(NOT_READABLE);
  });
});
