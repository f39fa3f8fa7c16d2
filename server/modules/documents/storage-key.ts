/** Segments of letters, digits, `_` and `-` joined by `/`: no `..`, no absolute paths. */
const KEY = /^[A-Za-z0-9_-]{1,128}(?:\/[A-Za-z0-9_-]{1,128}){0,3}$/;

export const isStorageKey = (key: string): boolean => KEY.test(key);

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
}
