import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { archiveCorsOrigins } from '../../../server/archive/archive-env';
import { EnvError } from '../../../server/env';
import type { RunningServer } from '../../../server/main';
import { ARCHIVE_ROUTES } from '../../../server/routes/archive/routes';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { getData, startArchiveServer } from './support';

let server: RunningServer;
const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

const member = z.object({
  symbol: z.string(),
  units: z.number(),
  close: z.number().nullable(),
  weight: z.number(),
});
const indexDetail = z.object({
  code: z.string(),
  date: z.string(),
  level: z.number(),
  members: z.array(member),
});
const levels = z.object({ levels: z.array(z.object({ date: z.string(), close: z.number() })) });
const bars = z.object({ bars: z.array(z.object({ date: z.string(), close: z.number() })) });
const actions = z.object({
  corporateActions: z.array(
    z.object({ exDate: z.string(), kind: z.string(), priceFactor: z.number() }),
  ),
});

const APP = 'https://app.nivesh.example';

beforeAll(async () => {
  // ARCHIVE_CORS_ORIGINS is read when the app is created; each test file has its own process.
  process.env.ARCHIVE_CORS_ORIGINS = `${APP} http://localhost:5173`;
  server = await startArchiveServer();
});

afterAll(async () => {
  delete process.env.ARCHIVE_CORS_ORIGINS;
  await server?.close();
  await removeTempDirs();
});

describe('indices built from their constituents', () => {
  it('lists NIFTY 50, NIFTY 500 and sector indices from NSE industries', async () => {
    const list = await getData(
      server,
      '/archive/indices',
      z.array(z.object({ code: z.string(), kind: z.string(), constituents: z.number() })),
    );
    expect(list.slice(0, 2)).toMatchObject([
      { code: 'NIFTY50', kind: 'broad', constituents: 10 },
      { code: 'NIFTY500', kind: 'broad', constituents: 20 },
    ]);
    expect(list.map((index) => index.code)).toContain('N500-FINANCIAL-SERVICES');
    const sectors = await getData(
      server,
      '/archive/indices?kind=sector',
      z.array(z.object({ kind: z.string() })),
    );
    expect(sectors.every((index) => index.kind === 'sector')).toBe(true);
  });

  it('has a level equal to the sum of units x close on the latest day, weights adding to 100 %', async () => {
    for (const code of ['NIFTY50', 'NIFTY500', 'N500-FINANCIAL-SERVICES']) {
      const index = await getData(server, `/archive/indices/${code}`, indexDetail);
      const sum = index.members.reduce((total, m) => total + m.units * (m.close ?? 0), 0);
      expect(Math.abs(sum - index.level), code).toBeLessThan(0.006);
      expect(index.members.reduce((total, m) => total + m.weight, 0)).toBeCloseTo(100, 2);
    }
  });

  it('had that level on earlier days too, with units undone for the splits since', async () => {
    const day = '2026-06-10';
    const index = await getData(server, '/archive/indices/NIFTY50', indexDetail);
    const [then] = (
      await getData(server, `/archive/indices/NIFTY50/history?from=${day}&to=${day}`, levels)
    ).levels;
    let sum = 0;
    for (const m of index.members) {
      const [bar] = (
        await getData(
          server,
          `/archive/instruments/${m.symbol}/history?from=${day}&to=${day}`,
          bars,
        )
      ).bars;
      const { corporateActions } = await getData(
        server,
        `/archive/instruments/${m.symbol}`,
        actions,
      );
      const unitsThen = corporateActions
        .filter((a) => a.kind !== 'dividend' && a.exDate > day)
        .reduce((units, a) => units * a.priceFactor, m.units);
      sum += unitsThen * (bar?.close ?? 0);
    }
    expect(Math.abs(sum - (then?.close ?? 0))).toBeLessThan(0.006);
  });

  it('answers an unknown index with 404', async () => {
    await expectErrorBody(await get('/archive/indices/NOPE'), 404, 'unknown_index');
  });
});

describe('GET /archive/market/overview', () => {
  it('sums up the latest day: breadth, movers, sectors, 52-week highs and lows', async () => {
    const mover = z.object({ symbol: z.string(), changePercent: z.number() });
    const overview = await getData(
      server,
      '/archive/market/overview?limit=3',
      z.object({
        date: z.string(),
        indices: z.array(z.object({ code: z.string() })),
        breadth: z.object({ advances: z.number(), declines: z.number(), unchanged: z.number() }),
        gainers: z.array(mover),
        losers: z.array(mover),
        sectors: z.array(z.object({ industry: z.string(), changePercent: z.number().nullable() })),
        highs52w: z.object({ count: z.number(), top: z.array(mover) }),
        lows52w: z.object({ count: z.number(), top: z.array(mover) }),
      }),
    );
    expect(overview.date).toBe('2026-06-30');
    const { advances, declines, unchanged } = overview.breadth;
    expect(advances + declines + unchanged).toBe(20);
    expect(overview.gainers.length).toBeLessThanOrEqual(3);
    const changes = overview.gainers.map((g) => g.changePercent);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    expect(overview.losers.every((l) => l.changePercent < 0)).toBe(true);
    expect(overview.sectors.map((s) => s.industry)).toContain('Financial Services');
    expect(overview.indices[0]?.code).toBe('NIFTY50');
  });
});

describe('HTTP caching keyed by the data-update time', () => {
  it('sends an ETag and answers a revalidation with 304 and no body', async () => {
    const first = await get('/archive/quotes?symbols=BEL,AAVAS');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toContain('no-cache');
    expect(first.headers.get('last-modified')).toBeTruthy();
    await first.body?.cancel();
    const again = await get('/archive/quotes?symbols=BEL,AAVAS', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await get('/archive/quotes?symbols=BEL', { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
    await other.body?.cancel();
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await get('/archive/instruments/BEL/history', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    const raw = Buffer.from(await response.arrayBuffer());
    const plain = await (await get('/archive/instruments/BEL/history')).text();
    // fetch decodes br itself; decode by hand when it did not.
    expect(raw.toString() === plain || brotliDecompressSync(raw).toString() === plain).toBe(true);
  });
});

describe('GET /archive/openapi.json', () => {
  it('describes every archive route with the parameters its schemas validate', async () => {
    const response = await get('/archive/openapi.json');
    expect(response.status).toBe(200);
    const document = z
      .object({
        openapi: z.string(),
        paths: z.record(
          z.string(),
          z.object({
            get: z.object({ parameters: z.array(z.object({ name: z.string(), in: z.string() })) }),
          }),
        ),
        components: z.object({ schemas: z.record(z.string(), z.unknown()) }),
      })
      .parse(await response.json());
    expect(document.openapi).toBe('3.1.0');
    for (const route of ARCHIVE_ROUTES) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const documented = document.paths[path]?.get.parameters
        .map((p) => `${p.in}:${p.name}`)
        .sort();
      const shapeOf = (schema: unknown) =>
        Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});
      const expected = [
        ...shapeOf(route.params).map((n) => `path:${n}`),
        ...shapeOf(route.query).map((n) => `query:${n}`),
      ].sort();
      expect(documented, path).toEqual(expected);
    }
    const text = JSON.stringify(document);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(document.components.schemas, name).toHaveProperty(name ?? '');
    }
  });
});

describe('CORS for the app when the archive runs on its own host (ARCHIVE_CORS_ORIGINS)', () => {
  const path = '/archive/general/dailydatacheck?countrycode=IND&format=json';

  it('lets a listed origin read archive answers and their validators', async () => {
    const response = await get(path, { headers: { Origin: APP } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(response.headers.get('vary')).toContain('Origin');
    await response.body?.cancel();
  });

  it('answers a preflight from a listed origin', async () => {
    const response = await get('/archive/quotes?symbols=BEL', {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
  });

  it('gives other origins nothing, and the gateway API no CORS at all', async () => {
    const other = await get(path, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await other.body?.cancel();
    const api = await get('/api/health', { headers: { Origin: APP } });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    await api.body?.cancel();
  });

  it('refuses a value that is not a list of origins', () => {
    expect(archiveCorsOrigins({})).toEqual([]);
    expect(
      archiveCorsOrigins({ ARCHIVE_CORS_ORIGINS: ' https://a.example  http://b.example:8080 ' }),
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(() => archiveCorsOrigins({ ARCHIVE_CORS_ORIGINS: 'https://a.example/path' })).toThrow(
      EnvError,
    );
    expect(() => archiveCorsOrigins({ ARCHIVE_CORS_ORIGINS: '*' })).toThrow(/must be an origin/);
  });
});
