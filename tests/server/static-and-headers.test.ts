import { rename } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import {
  FIXTURE,
  expectErrorBody,
  makeStaticDir,
  removeTempDirs,
  startTestServer,
  tempDir,
} from './support/test-server';

let server: RunningServer;
let staticDir: string;
const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

beforeAll(async () => {
  staticDir = await makeStaticDir();
  server = await startTestServer({
    dataDir: await tempDir('data'),
    staticDir,
    connectSrcExtra: ['http://127.0.0.1:9229'],
  });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const directives = (csp: string | null): Map<string, string[]> =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  );

describe('security headers on every response', () => {
  it.each([
    '/',
    '/investor/dashboard',
    '/assets/app-abc123.js',
    '/api/settings',
    '/api/nope',
    '/archive/general/dailydatacheck?countrycode=IND&format=json',
    '/archive/general/dailydatacheck',
  ])('%s carries a strict CSP and the hardening headers', async (path) => {
    const response = await get(path);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9229']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    await response.body?.cancel();
  });
});

describe('static files of the built PWA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(FIXTURE.assetJs);
  });

  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/index.html', 'text/html; charset=utf-8'],
    ['/sw.js', 'text/javascript; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('makes the browser revalidate %s (no-cache)', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe(type);
    await response.body?.cancel();
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    const first = await get('/sw.js');
    const etag = first.headers.get('etag');
    expect(await first.text()).toBe(FIXTURE.swJs);
    const again = await get('/sw.js', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('compresses text when the client accepts it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/assets/app-abc123.js', {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(await response.text()).toBe(FIXTURE.assetJs);
    }
    const identity = await get('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Number(identity.headers.get('content-length'))).toBe(FIXTURE.assetJs.length);
    await identity.body?.cancel();
  });

  it('sends a real gzip stream', async () => {
    const raw = await new Promise<Buffer>((resolve, reject) => {
      request(new URL('/assets/app-abc123.js', server.url), {
        headers: { 'Accept-Encoding': 'gzip' },
      })
        .on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject)
        .end();
    });
    expect(raw.length).toBeLessThan(FIXTURE.assetJs.length);
    expect(gunzipSync(raw).toString()).toBe(FIXTURE.assetJs);
  });
});

describe('SPA fallback', () => {
  it.each([
    '/investor/dashboard',
    '/advisor/marketoverview',
    '/stock/RELIANCE.NS',
    '/login?redirect_uri=%2Fkyc',
  ])('opens the app for the deep link %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(FIXTURE.indexHtml);
  });

  it.each(['/api/investor/dashboard', '/archive/anything', '/internal/anything', '/dev/anything'])(
    'never answers %s with index.html',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.text()).not.toContain('<!doctype html>');
    },
  );

  it('answers a missing hashed asset with 404, not HTML', async () => {
    const response = await get('/assets/app-gone999.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<!doctype html>');
  });

  it('does not serve files outside the build or hidden files', async () => {
    for (const path of ['/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/.env']) {
      const response = await get(path);
      expect(await response.text()).toBe(FIXTURE.indexHtml);
    }
    await expectErrorBody(await get('/%E0%A4%A'), 400, 'bad_path');
  });
});

describe('without a build', () => {
  it('still answers the APIs and says pages need a build', async () => {
    const index = join(staticDir, 'index.html');
    await rename(index, `${index}.away`);
    try {
      const page = await get('/investor/dashboard');
      expect(page.status).toBe(503);
      expect(await page.text()).toBe('build missing: run npm run build');
      const settings = await get('/api/settings');
      expect(settings.status).toBe(200);
      await settings.body?.cancel();
    } finally {
      await rename(`${index}.away`, index);
    }
  });
});
