import { describe, expect, it } from 'vitest';
import type { DocumentStorage } from '../../../server/modules/documents/storage';

/**
 * What every DocumentStorage must do (the folder locally, S3 in production): call it from a
 * test file with a factory that gives a fresh, empty storage.
 */
export function storageContract(name: string, fresh: () => Promise<DocumentStorage>): void {
  const bytesOf = (...values: number[]) => new Uint8Array(values);

  describe(`${name}: the DocumentStorage contract`, () => {
    it('gives back exactly the bytes it was given, every byte value included', async () => {
      const storage = await fresh();
      const all = new Uint8Array(256 * 4).map((_, at) => at % 256);
      await storage.put('sub-1/abc', all);
      expect(await storage.get('sub-1/abc')).toEqual(all);
    });

    it('answers null for a key it does not have', async () => {
      const storage = await fresh();
      expect(await storage.get('nobody/nothing')).toBeNull();
    });

    it('replaces what a key held', async () => {
      const storage = await fresh();
      await storage.put('k/one', bytesOf(1, 2, 3));
      await storage.put('k/one', bytesOf(9));
      expect(await storage.get('k/one')).toEqual(bytesOf(9));
    });

    it('keeps keys apart', async () => {
      const storage = await fresh();
      await storage.put('a/x', bytesOf(1));
      await storage.put('b/x', bytesOf(2));
      await storage.put('a/y', bytesOf(3));
      expect([
        await storage.get('a/x'),
        await storage.get('b/x'),
        await storage.get('a/y'),
      ]).toEqual([bytesOf(1), bytesOf(2), bytesOf(3)]);
    });

    it('deletes a key, and deleting a missing key is not an error', async () => {
      const storage = await fresh();
      await storage.put('d/gone', bytesOf(1));
      await storage.delete('d/gone');
      expect(await storage.get('d/gone')).toBeNull();
      await expect(storage.delete('d/gone')).resolves.toBeUndefined();
    });

    it('ends concurrent puts of one key with one whole value, never a mix', async () => {
      const storage = await fresh();
      const values = [1, 2, 3, 4, 5].map((n) => new Uint8Array(64 * 1024).fill(n));
      await Promise.all(values.map((value) => storage.put('race/key', value)));
      const stored = await storage.get('race/key');
      expect(values.some((value) => stored !== null && Buffer.from(stored).equals(value))).toBe(
        true,
      );
    });

    it.each([
      ['a parent segment', '../escape'],
      ['a parent segment inside', 'a/../../b'],
      ['an absolute path', '/etc/passwd'],
      ['an empty key', ''],
      ['an empty segment', 'a//b'],
      ['a backslash', 'a\\b'],
      ['a dot segment', 'a/./b'],
    ])('refuses a key with %s', async (_case, key) => {
      const storage = await fresh();
      await expect(storage.put(key, bytesOf(1))).rejects.toThrow(/key/);
      await expect(storage.get(key)).rejects.toThrow(/key/);
      await expect(storage.delete(key)).rejects.toThrow(/key/);
    });
  });
}
