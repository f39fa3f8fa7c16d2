// Makes every app icon from one SVG design and rasterises the PNGs with Chromium (playwright-core),
// so the icons need no image tools: `npx tsx scripts/make-icons.ts`. The outputs in public/ are
// checked in; run this again only when the design below changes.
import { mkdir, writeFile } from 'node:fs/promises';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const PUBLIC_DIR = new URL('../public/', import.meta.url);

/** Brand purple: keep in sync with theme_color in public/manifest.webmanifest and index.html. */
const BRAND = { light: '#7e22ce', base: '#6b21a8', dark: '#4c1d95' };

interface IconDesign {
  /** 'rounded' for purpose any (transparent corners); 'square' where the platform masks it. */
  shape: 'rounded' | 'square';
  /** Scale of the mark around the centre: at 1 it just fits the maskable safe zone (radius 205). */
  markScale: number;
  strokeWidth: number;
}

// An abstract "N" drawn as one line whose last stroke rises into an arrow: growth, no currency sign.
function iconSvg({ shape, markScale, strokeWidth }: IconDesign): string {
  const radius = shape === 'rounded' ? 112 : 0;
  const offset = 256 * (1 - markScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND.light}"/>
      <stop offset="0.55" stop-color="${BRAND.base}"/>
      <stop offset="1" stop-color="${BRAND.dark}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${radius}" fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset}) scale(${markScale})" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="${strokeWidth}">
    <path d="M118 372V212L288 350L362 140M288 180L362 140L394 218" stroke="#ffffff"/>
  </g>
</svg>
`;
}

const icon = iconSvg({ shape: 'rounded', markScale: 1, strokeWidth: 48 });
const favicon = iconSvg({ shape: 'rounded', markScale: 1.05, strokeWidth: 60 });
const fullBleed = iconSvg({ shape: 'square', markScale: 0.9, strokeWidth: 48 });
const maskable = iconSvg({ shape: 'square', markScale: 0.8, strokeWidth: 48 });

const rasters: { file: string; svg: string; size: number }[] = [
  { file: 'icons/icon-192.png', svg: icon, size: 192 },
  { file: 'icons/icon-512.png', svg: icon, size: 512 },
  { file: 'icons/icon-maskable-512.png', svg: maskable, size: 512 },
  // iOS rounds the corners itself and paints transparent pixels black, so this one is full bleed.
  { file: 'icons/apple-touch-icon.png', svg: fullBleed, size: 180 },
];

/**
 * Chromium encodes screenshots for speed; deflating the same pixels again at level 9 halves the
 * files, and every PNG here is precached by the service worker.
 */
function recompressPng(png: Buffer): Buffer {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  const pixels = inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const out = [png.subarray(0, 8)];
  for (const { type, data } of chunks) {
    if (type === 'IDAT') continue;
    if (type === 'IEND') out.push(chunk('IDAT', deflateSync(pixels, { level: 9 })));
    out.push(chunk(type, data));
  }
  return Buffer.concat(out);
}

/** A .ico holding one PNG image (supported by every browser that still asks for /favicon.ico). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // image count
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

async function main() {
  await mkdir(new URL('icons/', PUBLIC_DIR), { recursive: true });
  await writeFile(new URL('icons/icon.svg', PUBLIC_DIR), icon);
  await writeFile(new URL('favicon.svg', PUBLIC_DIR), favicon);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const render = async (svg: string, size: number, transparent: boolean) => {
      await page.setViewportSize({ width: size, height: size });
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      return recompressPng(await page.screenshot({ type: 'png', omitBackground: transparent }));
    };

    for (const { file, svg, size } of rasters) {
      const png = await render(svg, size, svg === icon);
      await writeFile(new URL(file, PUBLIC_DIR), png);
      console.log(`wrote public/${file} (${size}x${size}, ${png.length} bytes)`);
    }
    const ico = icoFromPng(await render(favicon, 32, true), 32);
    await writeFile(new URL('favicon.ico', PUBLIC_DIR), ico);
    console.log(`wrote public/favicon.ico (32x32, ${ico.length} bytes)`);
  } finally {
    await browser.close();
  }
}

await main();
