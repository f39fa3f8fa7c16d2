import { relative } from 'node:path';

/** A path as people read it in messages: relative when inside the working folder, else absolute. */
export function displayPath(path: string): string {
  const nearby = relative(process.cwd(), path);
  return nearby && !nearby.startsWith('..') ? nearby : path;
}
