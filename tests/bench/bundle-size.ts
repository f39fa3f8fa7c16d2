import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazily split route files a first visit to each entry route loads (its layouts and the
 * screen); the root route is part of the entry chunk.
 */
export const ENTRY_ROUTES: Record<string, string[]> = {
  '/login': ['src/routes/_public/route.tsx', 'src/routes/_public/login.tsx'],
  '/investor/dashboard': ['src/routes/investor/route.tsx', 'src/routes/investor/dashboard.tsx'],
  '/advisor/marketoverview': [
    'src/routes/advisor/route.tsx',
    'src/routes/advisor/marketoverview.tsx',
  ],
};

export const BUDGET_KIB: Record<string, number | undefined> = { '/login': 180 };

/** Gzip size of the JavaScript a first visit to each entry route loads, from Vite's manifest. */
export function measureBundles(distDir: string) {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipOf = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipOf.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      gzipOf.set(file, size);
    }
    return size;
  };
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return Object.entries(ENTRY_ROUTES).map(([route, routeFiles]) => {
    const routeKeys = routeFiles.flatMap((file) => {
      const keys = Object.keys(manifest).filter(
        (key) => key === file || key.startsWith(`${file}?`),
      );
      // A renamed route must not make the bench quietly measure less.
      if (keys.length === 0) throw new Error(`${file} is not in the build manifest`);
      return keys;
    });
    const files = [...closure([...entryKeys, ...routeKeys])].filter((file) => file.endsWith('.js'));
    const gzipBytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, files: files.length, gzipKiB: gzipBytes / 1024, budgetKiB: BUDGET_KIB[route] };
  });
}

/**
 * The chart library's own chunk (issue 12: lazy, in no first-load budget): its gzip size, and
 * whether any first visit measured above loads it.
 */
export function measureChartChunk(distDir: string) {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const key = Object.keys(manifest).find((name) => name.includes('lightweight-charts'));
  const chunk = key ? manifest[key] : undefined;
  if (!chunk) return null;
  const gzipKiB = gzipSync(readFileSync(join(distDir, chunk.file))).length / 1024;
  return { file: chunk.file, gzipKiB };
}
