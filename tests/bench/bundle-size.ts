import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstVisitRoutes, measureFirstVisits, type Manifest } from './route-budgets';

const readManifest = (distDir: string) =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The route files under routesDir, as paths relative to the project (`src/routes/...`). */
function listRouteFiles(routesDir: string) {
  return readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .map((file) => `src/routes/${file.split('\\').join('/')}`)
    .filter((file) => /\.tsx?$/.test(file));
}

/**
 * Gzip size of the JavaScript a first visit to every route loads, from Vite's manifest, with the
 * route's budget (issue 19). Sizes are deterministic for a given build.
 */
export function measureBundles(distDir: string, routesDir = 'src/routes') {
  const gzipOf = new Map<string, number>();
  const gzipBytesOf = (file: string) => {
    let size = gzipOf.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      gzipOf.set(file, size);
    }
    return size;
  };
  return measureFirstVisits(
    readManifest(distDir),
    firstVisitRoutes(listRouteFiles(routesDir)),
    gzipBytesOf,
  );
}

/**
 * The chart library's own chunk (issue 12: lazy, in no first-load budget): its gzip size, and
 * whether any first visit measured above loads it.
 */
export function measureChartChunk(distDir: string) {
  const manifest = readManifest(distDir);
  const key = Object.keys(manifest).find((name) => name.includes('lightweight-charts'));
  const chunk = key ? manifest[key] : undefined;
  if (!chunk) return null;
  const gzipKiB = gzipSync(readFileSync(join(distDir, chunk.file))).length / 1024;
  return { file: chunk.file, gzipKiB };
}
