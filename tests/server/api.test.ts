import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from '../../server/main';
import {
  expectErrorBody,
  makeStaticDir,
  removeTempDirs,
  startTestServer,
  tempDir,
} from './support/test-server';

const dailyDataCheckSchema = z
  .object({ countrycode: z.string(), updatedatetime: z.string() })
  .strict();

let server: RunningServer;
const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

beforeAll(async () => {
  server = await startTestServer({
    dataDir: await tempDir('data'),
    staticDir: await makeStaticDir(),
    // Stands in for the Cognito verifier a later issue wires: one token is valid.
    verifyToken: (token) =>
      token === 'valid-token'
        ? Promise.resolve({ sub: 'user-1', claims: {} })
        : Promise.reject(new Error('bad signature')),
  });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('GET /archive/general/dailydatacheck (spec 7)', () => {
  const path = '/archive/general/dailydatacheck';

  it('answers the data-update time of IND as an object with an ISO 8601 time', async () => {
    const response = await get(`${path}?countrycode=IND&format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body: unknown = await response.json();
    expect(Array.isArray(body)).toBe(false);
    const { countrycode, updatedatetime: time } = dailyDataCheckSchema.parse(body);
    expect(countrycode).toBe('IND');
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
    expect(new Date(time).toISOString()).toBe(time);
  });

  it('answers the same time on every call until the data changes', async () => {
    const first: unknown = await (await get(`${path}?countrycode=IND&format=json`)).json();
    const second: unknown = await (await get(`${path}?countrycode=IND&format=json`)).json();
    expect(second).toEqual(first);
  });

  it.each([
    ['missing', '?format=json', /countrycode is required/],
    ['unknown', '?countrycode=USA&format=json', /USA/],
    ['malformed', '?countrycode=india&format=json', /three-letter/],
    ['empty', '?countrycode=&format=json', /three-letter/],
  ])('refuses a %s country code with 400', async (_case, query, message) => {
    const body = await expectErrorBody(await get(`${path}${query}`), 400);
    expect(body.detail).toMatch(message);
  });

  it('refuses a format other than json with 400', async () => {
    const body = await expectErrorBody(await get(`${path}?countrycode=IND&format=xml`), 400);
    expect(body.detail).toMatch(/format must be json/);
  });
});

describe('GET /api/settings (spec 4, startup fetch)', () => {
  it('answers UNDER_MAINTENANCE 0 to a guest, never cached', async () => {
    const response = await get('/api/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ UNDER_MAINTENANCE: 0 });
  });

  it.each([['valid-token'], ['Bearer valid-token']])(
    'accepts a request carrying a valid token (%s)',
    async (authorization) => {
      const response = await get('/api/settings', { headers: { Authorization: authorization } });
      expect(response.status).toBe(200);
    },
  );

  it('answers 401 to a request carrying an invalid token, so the app signs out', async () => {
    const response = await get('/api/settings', { headers: { Authorization: 'expired-token' } });
    await expectErrorBody(response, 401, 'invalid_token');
  });
});

describe('GET /api/health', () => {
  it('reports the server and its database as ok', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('unknown paths and methods', () => {
  it.each(['/api/nope', '/api/settings/extra', '/archive/nope', '/archive/general/nope'])(
    'answers %s with a JSON 404',
    async (path) => {
      const body = await expectErrorBody(await get(path), 404, 'not_found');
      expect(body.detail).toContain(path);
    },
  );

  it.each([
    ['POST', '/api/settings'],
    ['DELETE', '/api/health'],
    ['PUT', '/archive/general/dailydatacheck?countrycode=IND&format=json'],
  ])('answers %s %s with a JSON 405 naming the allowed methods', async (method, path) => {
    const response = await get(path, { method });
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    await expectErrorBody(response, 405, 'method_not_allowed');
  });

  it('keeps the admin endpoint closed without the admin token', async () => {
    await expectErrorBody(await get('/internal/maintenance'), 401, 'invalid_admin_token');
    const forged = await get('/internal/maintenance', {
      method: 'POST',
      headers: { Authorization: 'Bearer guessed', 'Content-Type': 'application/json' },
      body: JSON.stringify({ UNDER_MAINTENANCE: 1 }),
    });
    await expectErrorBody(forged, 401);
    expect(await (await get('/api/settings')).json()).toEqual({ UNDER_MAINTENANCE: 0 });
  });
});
