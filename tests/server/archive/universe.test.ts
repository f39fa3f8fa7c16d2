import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from '../../../server/main';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { getData, startArchiveServer } from './support';

let server: RunningServer;

const entry = z.strictObject({
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  name: z.string(),
  isin: z.string().regex(/^IN[A-Z0-9]{10}$/),
  sector: z.string(),
  industry: z.string(),
  rank: z.number().int().min(1),
});
const quotes = z.object({
  quotes: z.array(z.object({ symbol: z.string(), marketCap: z.number().nullable() })),
});

beforeAll(async () => {
  server = await startArchiveServer();
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('GET /archive/instruments/universe (offline search list)', () => {
  it('lists every instrument once, ranked 1..n by market capitalisation, largest first', async () => {
    const universe = await getData(server, '/archive/instruments/universe', z.array(entry));
    expect(universe).toHaveLength(20);
    expect(universe.map((item) => item.rank)).toEqual(universe.map((_, index) => index + 1));
    expect(new Set(universe.map((item) => `${item.exchange}:${item.symbol}`)).size).toBe(20);

    const symbols = universe.map((item) => item.symbol);
    const { quotes: caps } = await getData(
      server,
      `/archive/quotes?symbols=${symbols.join(',')}`,
      quotes,
    );
    const capOf = new Map(caps.map((quote) => [quote.symbol, quote.marketCap ?? -1]));
    const inOrder = symbols.map((symbol) => capOf.get(symbol) ?? -1);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
  });

  it('is not mistaken for an instrument symbol', async () => {
    const response = await fetch(new URL('/archive/instruments/universe', server.url));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown };
    expect(Array.isArray(body.data)).toBe(true);
  });

  it('stays compact: well under 1 KiB gzip per 20 instruments', async () => {
    const response = await fetch(new URL('/archive/instruments/universe', server.url));
    const raw = Buffer.from(await response.arrayBuffer());
    expect(gzipSync(raw).length).toBeLessThan(1024);
  });

  it('rejects unknown query parameters', async () => {
    const response = await fetch(new URL('/archive/instruments/universe?q=rel', server.url));
    await expectErrorBody(response, 400);
  });
});
