import { spawn } from 'node:child_process';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Step } from './steps';

/** What a Vite build reads; newer than the stamp means the dist/ served would be stale. */
const INPUT_DIRS = ['src', 'public'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'package-lock.json'];
// Written by the router plugin during the build itself; its source (src/routes) is watched.
const GENERATED = new Set([join('src', 'routeTree.gen.ts')]);

const stampPath = (root: string) => join(root, 'node_modules', '.cache', 'nivesh', 'build-stamp');

const mtimeOf = async (path: string): Promise<number | undefined> =>
  (await stat(path).catch(() => undefined))?.mtimeMs;

async function newestInput(root: string): Promise<{ file: string; mtime: number } | undefined> {
  const files = [...INPUT_FILES];
  for (const dir of INPUT_DIRS) {
    const entries = await readdir(join(root, dir), { recursive: true }).catch(() => []);
    // Folders count too: a deleted or renamed file shows only in its folder's mtime.
    files.push(dir, ...entries.map((entry) => join(dir, entry)));
  }
  let newest: { file: string; mtime: number } | undefined;
  for (const file of files) {
    if (GENERATED.has(file)) continue;
    const mtime = await mtimeOf(join(root, file));
    if (mtime !== undefined && (!newest || mtime > newest.mtime)) newest = { file, mtime };
  }
  return newest;
}

/** Why a build is needed, or undefined when dist/ is current. */
export async function staleReason(root: string): Promise<string | undefined> {
  if ((await mtimeOf(join(root, 'dist', 'index.html'))) === undefined) return 'no build yet';
  const stamp = await mtimeOf(stampPath(root));
  if (stamp === undefined) return 'no record of a finished build';
  const newest = await newestInput(root);
  return newest && newest.mtime > stamp ? `${newest.file} changed since the last build` : undefined;
}

const viteBuild = (root: string): Promise<void> =>
  new Promise((resolve, reject) => {
    // A NODE_ENV inherited from a test runner (vitest sets `test`) would make Vite build React's
    // development bundle without the service worker registration.
    const child = spawn('npx', ['vite', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`));
    });
  });

export const buildIfStale: Step = {
  title: 'build the PWA if missing or stale',
  async run({ root, config }) {
    if (process.env.SKIP_BUILD === '1') {
      console.log('Build check skipped (SKIP_BUILD=1).');
      return;
    }
    if (relative(join(root, 'dist'), config.staticDir) !== '') {
      console.log(`Build check skipped: STATIC_DIR is ${config.staticDir}, not dist/.`);
      return;
    }
    const reason = await staleReason(root);
    if (!reason) return;
    console.log(`Building the PWA (${reason})…`);
    // The stamp takes the time the build started: an edit made during the build stays newer.
    const started = new Date();
    await viteBuild(root);
    const stamp = stampPath(root);
    await mkdir(join(stamp, '..'), { recursive: true });
    await writeFile(stamp, `${started.toISOString()}\n`);
    await utimes(stamp, started, started);
  },
};
