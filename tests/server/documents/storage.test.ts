import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderStorage } from '../../../server/modules/documents/storage';
import { storageContract } from './storage-contract';

// Not the server's test support: these tests need no server, only folders.
const dirs: string[] = [];
const tempDir = async (label: string) => {
  const dir = await mkdtemp(join(tmpdir(), `nivesh-${label}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

storageContract('folderStorage', async () => folderStorage(await tempDir('documents')));

describe('folderStorage', () => {
  it('keeps each key as a file under its folder and leaves no temporary files behind', async () => {
    const dir = await tempDir('documents');
    const storage = folderStorage(dir);
    await Promise.all([1, 2, 3].map((n) => storage.put('sub/key', new Uint8Array([n]))));
    expect(await readdir(join(dir, 'sub'))).toEqual(['key']);
  });

  it('creates its folder on the first put', async () => {
    const dir = join(await tempDir('documents'), 'not', 'yet');
    await folderStorage(dir).put('a/b', new Uint8Array([7]));
    expect(await readdir(join(dir, 'a'))).toEqual(['b']);
  });
});
