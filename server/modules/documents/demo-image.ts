import { deflateSync } from 'node:zlib';

// A small PNG drawn in code (no image library): a card with a coloured band and the words
// "DEMO" and the document's name in a 5x7 block font, so a demo document can never be taken
// for a real one.

const GLYPHS: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes RGB pixels (row by row) as a PNG: 8-bit truecolour, no filtering. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

/** Whether (x, y) falls on a lit cell of `text` drawn at (left, top) with `scale`-pixel cells. */
function inText(text: string, left: number, top: number, scale: number, x: number, y: number) {
  const column = Math.floor((x - left) / scale);
  const row = Math.floor((y - top) / scale);
  if (x < left || y < top || row >= 7) return false;
  const glyph = GLYPHS[text[Math.floor(column / 6)] ?? ' '] ?? GLYPHS[' '];
  return glyph?.[row]?.[column % 6] === '1';
}

const WIDTH = 320;
const HEIGHT = 200;

/** A card-shaped demo image labelled "DEMO" and with the document's name ("PAN", "ADDRESS"). */
export function demoCardPng(label: string, band: Rgb): Uint8Array {
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    if (x < 4 || y < 4 || x >= WIDTH - 4 || y >= HEIGHT - 4) return [90, 90, 110];
    if (inText('DEMO', 24, 80, 8, x, y)) return [200, 30, 30];
    if (inText(label, 24, 150, 4, x, y)) return [40, 40, 60];
    if (y < 56) return band;
    return [246, 244, 236];
  });
}
