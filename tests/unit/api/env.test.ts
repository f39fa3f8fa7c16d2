import { describe, expect, it } from 'vitest';
import { parseApiEnv } from '@/api/env';

describe('API base addresses from the environment', () => {
  it.each([
    [{}, { gatewayBase: '/api', archiveBase: '/archive' }],
    [
      { VITE_ARCHIVE_API_BASE: 'https://archive.nivesh.in/' },
      { gatewayBase: '/api', archiveBase: 'https://archive.nivesh.in' },
    ],
    [
      { VITE_API_BASE: '/gateway/v2/', VITE_ARCHIVE_API_BASE: 'http://127.0.0.1:5000/archive' },
      { gatewayBase: '/gateway/v2', archiveBase: 'http://127.0.0.1:5000/archive' },
    ],
  ])('%j -> %j', (env, expected) => {
    expect(parseApiEnv(env)).toEqual(expected);
  });

  it.each([['/'], [''], ['api'], ['//archive.nivesh.in'], ['ftp://archive.nivesh.in']])(
    'refuses the base %j',
    (value) => {
      expect(() => parseApiEnv({ VITE_ARCHIVE_API_BASE: value })).toThrow();
    },
  );
});
