import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import { sizeOfRank } from '../../../server/archive/read/stock-table';
import type { RunningServer } from '../../../server/main';
import { eventually } from '../jobs/support';
import {
  expectErrorBody,
  makeStaticDir,
  removeTempDirs,
  startTestServer,
  tempDir,
} from '../support/test-server';
import { getData, SMALL, startArchiveServer } from './support';

// Issue 13 (stock selection): GET /archive/stock-table. 300 trading days, so the factor engine
// has a year of returns for momentum and volatility.
const ARCHIVE = { ...SMALL, days: 300 };

const zScore = z.number().min(-3).max(3).nullable();
const rowSchema = z.strictObject({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  industry: z.string(),
  rank: z.number().int().min(1),
  size: z.enum(['large', 'mid', 'small']),
  close: z.number().int().positive(),
  changePercent: z.number().nullable(),
  marketCap: z.number().int().nullable(),
  high52w: z.number().int(),
  low52w: z.number().int(),
  lotSize: z.number().int().min(1),
  pe: z.number().nullable(),
  pb: z.number().nullable(),
  roe: z.number().nullable(),
  dividendYield: z.number().nullable(),
  debtToEquity: z.number().nullable(),
  composite: zScore,
  value: zScore,
  momentum: zScore,
  quality: zScore,
  lowVolatility: zScore,
  inNifty50: z.boolean(),
});
const tableSchema = z.strictObject({
  date: z.iso.date(),
  factorsPending: z.boolean(),
  rows: z.array(rowSchema),
});
const indexSchema = z.object({ members: z.array(z.object({ symbol: z.string() })) });
const factorListSchema = z.object({
  date: z.string(),
  scores: z.array(
    z.object({
      symbol: z.string(),
      composite: z.number().nullable(),
      value: z.number().nullable(),
      momentum: z.number().nullable(),
      quality: z.number().nullable(),
      lowVolatility: z.number().nullable(),
    }),
  ),
});
const peersSchema = z.object({
  rows: z.array(
    z.object({
      symbol: z.string(),
      pe: z.number().nullable(),
      pb: z.number().nullable(),
      roePercent: z.number().nullable(),
      debtToEquity: z.number().nullable(),
    }),
  ),
});
const detailSchema = z.object({
  corporateActions: z.array(
    z.object({
      exDate: z.string(),
      kind: z.enum(['split', 'bonus', 'dividend']),
      dividend: z.number().nullable(),
      priceFactor: z.number(),
    }),
  ),
});

describe("SEBI's size categories by market-capitalisation rank", () => {
  it.each([
    [1, 'large'],
    [100, 'large'],
    [101, 'mid'],
    [250, 'mid'],
    [251, 'small'],
    [500, 'small'],
  ] as const)('rank %i is %s', (rank, size) => {
    expect(sizeOfRank(rank)).toBe(size);
  });
});

describe('GET /archive/stock-table', () => {
  let server: RunningServer;
  let table: z.infer<typeof tableSchema>;

  beforeAll(async () => {
    server = await startArchiveServer(ARCHIVE);
    // The data.updated job of the generation scores the archive.
    await eventually(async () => {
      table = await getData(server, '/archive/stock-table', tableSchema);
      expect(table.factorsPending).toBe(false);
    });
  });

  afterAll(async () => {
    await server?.close();
    await removeTempDirs();
  });

  it('has a row for every listed NIFTY 500 stock, ranked by market capitalisation', async () => {
    const nifty500 = await getData(server, '/archive/indices/NIFTY500', indexSchema);
    expect(table.rows.map((row) => row.symbol).sort()).toEqual(
      nifty500.members.map((member) => member.symbol).sort(),
    );
    expect(table.rows.map((row) => row.rank)).toEqual(table.rows.map((_, i) => i + 1));
    const caps = table.rows.map((row) => row.marketCap ?? -1);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    for (const row of table.rows) expect(row.size, row.symbol).toBe(sizeOfRank(row.rank));
  });

  it('marks the NIFTY 50 members', async () => {
    const nifty50 = await getData(server, '/archive/indices/NIFTY50', indexSchema);
    expect(
      table.rows
        .filter((row) => row.inNifty50)
        .map((row) => row.symbol)
        .sort(),
    ).toEqual(nifty50.members.map((member) => member.symbol).sort());
  });

  it("carries the factor engine's scores of the latest day", async () => {
    const list = await getData(server, '/archive/factors', factorListSchema);
    expect(list.date).toBe(table.date);
    for (const score of list.scores) {
      const row = table.rows.find((r) => r.symbol === score.symbol);
      expect(row, score.symbol).toMatchObject({
        composite: score.composite,
        value: score.value,
        momentum: score.momentum,
        quality: score.quality,
        lowVolatility: score.lowVolatility,
      });
    }
    expect(table.rows.filter((row) => row.composite !== null).length).toBeGreaterThan(0);
  });

  it('gives the ratios of the peers view', async () => {
    for (const row of table.rows.slice(0, 5)) {
      const peers = await getData(server, `/archive/instruments/${row.symbol}/peers`, peersSchema);
      const subject = peers.rows[0];
      expect(subject?.symbol).toBe(row.symbol);
      expect({ pe: row.pe, pb: row.pb, roe: row.roe, debtToEquity: row.debtToEquity }).toEqual({
        pe: subject?.pe,
        pb: subject?.pb,
        roe: subject?.roePercent,
        debtToEquity: subject?.debtToEquity,
      });
    }
  });

  it("gives the dividend yield of the last 12 months' dividends on today's shares", async () => {
    const yearAgo = `${Number(table.date.slice(0, 4)) - 1}${table.date.slice(4)}`;
    let paying = 0;
    for (const row of table.rows) {
      const detail = await getData(server, `/archive/instruments/${row.symbol}`, detailSchema);
      const actions = detail.corporateActions.filter(
        (a) => a.exDate > yearAgo && a.exDate <= table.date,
      );
      // A dividend before a split or bonus was per old share.
      const perShare = actions
        .filter((a) => a.kind === 'dividend')
        .reduce(
          (sum, a) =>
            sum +
            (a.dividend ?? 0) *
              actions
                .filter((s) => s.kind !== 'dividend' && s.exDate > a.exDate)
                .reduce((product, s) => product * s.priceFactor, 1),
          0,
        );
      if (perShare > 0) paying += 1;
      // Percent with two decimals.
      expect(Math.abs((row.dividendYield ?? NaN) - (perShare / row.close) * 100)).toBeLessThan(
        0.0051,
      );
    }
    expect(paying).toBeGreaterThan(0);
  });

  it('refuses unknown query parameters', async () => {
    const response = await fetch(new URL('/archive/stock-table?sector=IT', server.url));
    const body = await expectErrorBody(response, 400);
    expect(body.detail).toMatch(/sector/);
  });

  it('is described in the OpenAPI document with named schemas', async () => {
    const document = (await (await fetch(new URL('/archive/openapi.json', server.url))).json()) as {
      paths: Record<string, { get?: { operationId?: string } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.paths['/stock-table']?.get?.operationId).toBe('getStockTable');
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['StockTable', 'StockRow']),
    );
  });
});

describe('the stock table before the factor engine has scored the data', () => {
  it('answers with null factor fields and factorsPending, never cached', async () => {
    const server = await startTestServer({
      dataDir: await tempDir('stock-table-pending'),
      staticDir: await makeStaticDir(),
      jobs: false,
      beforeListen: [
        async (db) => {
          await ensureDemoArchive(db, SMALL);
        },
      ],
    });
    try {
      const response = await fetch(new URL('/archive/stock-table', server.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
      const body = z.object({ data: tableSchema }).parse(await response.json());
      expect(body.data.factorsPending).toBe(true);
      expect(body.data.rows).toHaveLength(SMALL.symbols);
      for (const row of body.data.rows) {
        expect([row.composite, row.value, row.momentum, row.quality, row.lowVolatility]).toEqual([
          null,
          null,
          null,
          null,
          null,
        ]);
      }
      expect(body.data.rows.some((row) => row.pe !== null)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
