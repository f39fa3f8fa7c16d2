import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { makeStaticDir, removeTempDirs, startTestServer, tempDir } from '../support/test-server';

// Issue 10: the document scan page films the PAN card, so its document (and only it) may use
// the camera. Permissions-Policy applies per document, so the page's own load must carry it.

let server: RunningServer;
const get = (path: string) => fetch(new URL(path, server.url));

beforeAll(async () => {
  server = await startTestServer({
    dataDir: await tempDir('data'),
    staticDir: await makeStaticDir(),
  });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const policy = async (path: string) => {
  const response = await get(path);
  await response.body?.cancel();
  return response.headers.get('permissions-policy') ?? '';
};

describe('Permissions-Policy: the camera on the scan page only', () => {
  it.each(['/scanpage', '/scanpage/', '/scanpage?kind=pan'])(
    '%s may use the camera of this origin, and nothing else new',
    async (path) => {
      const value = await policy(path);
      expect(value).toContain('camera=(self)');
      expect(value).toContain('microphone=()');
      expect(value).toContain('geolocation=()');
    },
  );

  it.each([
    '/',
    '/kyc',
    '/investor/dashboard',
    '/scanpage/other',
    '/scanpages',
    '/xscanpage',
    '/index.html',
    '/api/investor/documents',
    '/api/nope',
  ])('%s keeps the camera off', async (path) => {
    const value = await policy(path);
    expect(value).toContain('camera=()');
    expect(value).not.toContain('camera=(self)');
  });
});
