import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Bundles a few of the app's own modules into one script for a bench to add to a page of the
 * built app (production code exposes nothing): `source` re-exports them, `globalName` is where
 * the page finds them.
 */
export async function bundleProbe(source: string, globalName: string): Promise<string> {
  const id = `virtual:${globalName}`;
  const probe: Plugin = {
    name: globalName,
    resolveId: (wanted) => (wanted.endsWith(id) ? `\0${id}` : null),
    load: (wanted) => (wanted === `\0${id}` ? source : null),
  };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
    plugins: [probe],
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: id, formats: ['iife'], name: globalName },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`The probe ${globalName} did not build`);
  return chunk.code;
}
