import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staleReason } from '../../scripts/lib/build-if-stale';
import { removeTempDirs, tempDir } from './support/test-server';

afterAll(removeTempDirs);

const BUILT_AT = new Date('2026-01-01T10:00:00Z');
const BEFORE = new Date('2026-01-01T09:00:00Z');
const AFTER = new Date('2026-01-01T11:00:00Z');

async function touch(root: string, file: string, time: Date): Promise<void> {
  const path = join(root, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, '');
  await utimes(path, time, time);
}

/** A project folder whose sources were last edited at `edited` (file -> time). */
async function project(edited: Record<string, Date>, { built = true, stamped = true } = {}) {
  const root = await tempDir('project');
  if (built) await touch(root, 'dist/index.html', BUILT_AT);
  if (stamped) await touch(root, 'node_modules/.cache/nivesh/build-stamp', BUILT_AT);
  for (const [file, time] of Object.entries(edited)) await touch(root, file, time);
  // Folders got "now" when created; date them before the build like the files around them.
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isDirectory())) {
    await utimes(join(entry.parentPath, entry.name), BEFORE, BEFORE);
  }
  return root;
}

describe('npm start rebuilds when the build is missing or stale', () => {
  it.each([
    ['no dist/index.html', {}, { built: false }, 'no build yet'],
    ['no stamp of a finished build', {}, { stamped: false }, 'no record of a finished build'],
    [
      'sources older than the build',
      { 'src/main.tsx': BEFORE, 'index.html': BEFORE },
      {},
      undefined,
    ],
    [
      'a source edited since',
      { 'src/features/x/model.ts': AFTER },
      {},
      /src\/features\/x\/model\.ts/,
    ],
    ['a public file edited since', { 'public/manifest.webmanifest': AFTER }, {}, /public\//],
    ['the lockfile changed since', { 'package-lock.json': AFTER }, {}, /package-lock\.json/],
    ['vite.config.ts changed since', { 'vite.config.ts': AFTER }, {}, /vite\.config\.ts/],
    ['only the generated route tree is newer', { 'src/routeTree.gen.ts': AFTER }, {}, undefined],
  ])('%s', async (_case, edited, state, expected) => {
    const reason = await staleReason(await project(edited, state));
    if (expected instanceof RegExp) expect(reason).toMatch(expected);
    else expect(reason).toBe(expected);
  });

  it('a source deleted since the build', async () => {
    const root = await project({ 'src/old-screen.tsx': BEFORE });
    expect(await staleReason(root)).toBeUndefined();
    await rm(join(root, 'src/old-screen.tsx'));
    expect(await staleReason(root)).toMatch(/^src changed/);
  });
});
