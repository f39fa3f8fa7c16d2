import { describe, expect, it } from 'vitest';

// The bundle budget of /login (README, Bench): aws-amplify is imported by one module only, and
// that module is only ever loaded with import() by the loader.
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const staticAmplify = /^import\s+(?!type\b)[^;]*from\s+'aws-amplify(\/[^']*)?'/m;
const staticRuntime = /^import\s+(?!type\b)[^;]*from\s+'[^']*amplify-auth'/m;

describe('Amplify stays out of the first visit', () => {
  it('only src/auth/amplify/amplify-auth.ts imports aws-amplify', () => {
    const importers = Object.entries(sources)
      .filter(([, text]) => staticAmplify.test(text))
      .map(([path]) => path);
    expect(importers).toEqual(['/src/auth/amplify/amplify-auth.ts']);
  });

  it('nothing imports amplify-auth statically; the loader imports it with import()', () => {
    const importers = Object.entries(sources)
      .filter(([, text]) => staticRuntime.test(text))
      .map(([path]) => path);
    expect(importers).toEqual([]);
    expect(sources['/src/auth/amplify/load-amplify.ts']).toContain("import('./amplify-auth')");
  });
});
