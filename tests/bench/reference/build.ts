import { fileURLToPath, URL } from 'node:url';
import { build } from 'vite';

export const REFERENCE_DIST = fileURLToPath(new URL('./dist', import.meta.url));

/** Builds the bare-stack reference into tests/bench/reference/dist (its own Vite config). */
export async function buildReference(): Promise<string> {
  await build({
    configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
    mode: 'production',
  });
  return REFERENCE_DIST;
}
