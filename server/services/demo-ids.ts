import { createHash } from 'node:crypto';

/**
 * A UUID (version 5's layout) made from a name, so that demo rows get the same id on every start
 * and tests can name them (`demoUuid('nivesh-demo-document:<sub>:pan')`).
 */
export function demoUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
