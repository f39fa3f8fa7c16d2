// Issue 10: documents go up as at most 500 KB (a phone on 3G), compressed on the device. Photos
// are always re-encoded as JPEG, even small ones: that also drops their Exif data (the place a
// photo was taken) and applies the camera's rotation. PDFs cannot be shrunk here: passed through
// when small enough, refused in plain words otherwise.

export const MAX_UPLOAD_BYTES = 500 * 1000;
/** Longest side tried first: a PAN card stays legible well below this. */
export const MAX_SIDES = [1600, 1280, 1000, 800] as const;
/** JPEG qualities tried in turn at each size until the file fits. */
export const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45] as const;

/** A reason in words the screen shows as it is. */
export class CompressError extends Error {
  override readonly name = 'CompressError';
}

export const PDF_TOO_LARGE =
  'This PDF is larger than 500 KB. Take a photo of the document instead, or save the PDF smaller and choose it again.';
export const NOT_READABLE =
  'This file is not a photo or a PDF that can be read. Choose a JPEG, PNG or PDF, or take a photo.';

/** The size that fits within `maxSide` on its longest side, keeping the shape; never larger. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Every (size, quality) tried, in order: quality first, then a smaller size. */
export const ATTEMPTS = MAX_SIDES.flatMap((maxSide) =>
  QUALITIES.map((quality) => ({ maxSide, quality })),
);

const startsWith = (head: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, at) => head[at] === byte);

/** Whether the bytes are a PDF ("%PDF-"), as the server sniffs them. */
export async function isPdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]);
}

/** Decodes, draws and encodes pictures; the canvas one below, a fake in tests. */
export interface ImageCodec {
  decode(file: Blob): Promise<{ width: number; height: number; image: unknown; close(): void }>;
  /** Draws the image at this size; returns something `encode` takes. */
  draw(image: unknown, width: number, height: number): unknown;
  encode(surface: unknown, quality: number): Promise<Blob>;
}

/**
 * The file as it will be uploaded: a JPEG of at most MAX_UPLOAD_BYTES, or the PDF itself when it
 * is small enough. Throws CompressError with a message for the user otherwise.
 */
export async function prepareUpload(file: Blob, codec: ImageCodec = canvasCodec): Promise<Blob> {
  if (await isPdf(file)) {
    if (file.size > MAX_UPLOAD_BYTES) throw new CompressError(PDF_TOO_LARGE);
    return file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' });
  }
  let decoded: Awaited<ReturnType<ImageCodec['decode']>>;
  try {
    decoded = await codec.decode(file);
  } catch {
    throw new CompressError(NOT_READABLE);
  }
  try {
    let drawnSide = 0;
    let surface: unknown;
    for (const { maxSide, quality } of ATTEMPTS) {
      if (maxSide !== drawnSide) {
        const size = fitWithin(decoded.width, decoded.height, maxSide);
        surface = codec.draw(decoded.image, size.width, size.height);
        drawnSide = maxSide;
      }
      const encoded = await codec.encode(surface, quality);
      if (encoded.size <= MAX_UPLOAD_BYTES) return encoded;
    }
  } finally {
    decoded.close();
  }
  throw new CompressError(
    'This photo could not be made small enough. Take it again closer to the document.',
  );
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function newCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The browser's own decoder and JPEG encoder (createImageBitmap and a canvas). */
export const canvasCodec: ImageCodec = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      width: bitmap.width,
      height: bitmap.height,
      image: bitmap,
      close: () => bitmap.close(),
    };
  },
  draw(image, width, height) {
    const canvas = newCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new CompressError('This browser cannot prepare photos for upload.');
    // JPEG has no transparency: a PNG's clear areas would turn black without this.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image as CanvasImageSource, 0, 0, width, height);
    return canvas;
  },
  encode(surface, quality) {
    const canvas = surface as Canvas;
    if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new CompressError(NOT_READABLE))),
        'image/jpeg',
        quality,
      ),
    );
  },
};
