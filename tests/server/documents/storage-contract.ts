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

    it('stores keys with every character a key may have, each segment up to 128 long', async () => {
      const storage = await fresh();
      const keys = [
        'AZaz09_-/b',
        `${'x'.repeat(128)}/${'Y'.repeat(128)}/${'-'.repeat(128)}/${'_'.repeat(128)}`,
        'documents/inside-a-prefix-like-name',
        'chat/3f2a9c1e-0b7d-4e5f-8a6b-1c2d3e4f5a6b/' + 'ab01'.repeat(16),
      ];
      for (const [at, key] of keys.entries()) await storage.put(key, bytesOf(at, 255 - at));
      for (const [at, key] of keys.entries()) {
        expect(await storage.get(key)).toEqual(bytesOf(at, 255 - at));
      }
      const listed = [];
      for await (const file of storage.list()) listed.push(file.key);
      expect(listed.sort()).toEqual([...keys].sort());
    });

    it('lists nothing when empty, then each key once with when it was written', async () => {
      const storage = await fresh();
      const listing = async () => {
        const files = [];
        for await (const file of storage.list()) files.push(file);
        return files.sort((a, b) => a.key.localeCompare(b.key));
      };
      expect(await listing()).toEqual([]);
      // Object stores keep whole seconds.
      const before = Math.floor(Date.now() / 1000) * 1000;
      await storage.put('l/one', bytesOf(1));
      await storage.put('l/two', bytesOf(2));
      await storage.put('l/two', bytesOf(3));
      await storage.put('m/deep/er/key', bytesOf(4));
      const files = await listing();
      expect(files.map((file) => file.key)).toEqual(['l/one', 'l/two', 'm/deep/er/key']);
      for (const file of files) {
        expect(file.storedAt.getTime()).toBeGreaterThanOrEqual(before);
        expect(file.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
      await storage.delete('l/one');
      expect((await listing()).map((file) => file.key)).toEqual(['l/two', 'm/deep/er/key']);
    });

    it.each([
      ['a parent segment', '../escape'],
      ['a parent segment inside', 'a/../../b'],
      ['an absolute path', '/etc/passwd'],
      ['an empty key', ''],
      ['an empty segment', 'a//b'],
      ['a backslash', 'a\\b'],
      ['a dot segment', 'a/./b'],
      ['a space', 'a/b c'],
      ['a percent sign', 'a/%2e%2e'],
      ['a non-ASCII letter', 'a/é'],
      ['five segments', 'a/b/c/d/e'],
      ['a segment of 129', `a/${'x'.repeat(129)}`],
    ])('refuses a key with %s', async (_case, key) => {
      const storage = await fresh();
      await expect(storage.put(key, bytesOf(1))).rejects.toThrow(/key/);
      await expect(storage.get(key)).rejects.toThrow(/key/);
      await expect(storage.delete(key)).rejects.toThrow(/key/);
    });
  });
}
