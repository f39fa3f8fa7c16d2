import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from '../../../server/main';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { marketReading } from '../../../src/features/stocks/model/market-sentiment';
import { getData, startArchiveServer } from './support';

let server: RunningServer;

const row = z.object({
  symbol: z.string(),
  isSubject: z.boolean(),
  marketCap: z.number().nullable(),
  pe: z.number().nullable(),
  pb: z.number().nullable(),
  roePercent: z.number().nullable(),
  debtToEquity: z.number().nullable(),
  netMarginPercent: z.number().nullable(),
});
const peers = z.object({ industry: z.string(), asOf: z.string().nullable(), rows: z.array(row) });
const quarter = z.object({
  announcedOn: z.string(),
  revenue: z.number(),
  netProfit: z.number(),
  equity: z.number(),
  totalDebt: z.number(),
});

beforeAll(async () => {
  // Enough symbols for industries of several companies, and a year of quarters for the TTM.
  server = await startArchiveServer({ symbols: 80, days: 300 });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

/** The largest sector index's industry and its first member. */
async function industryWithPeers(): Promise<{ symbol: string; industry: string; size: number }> {
  const sectors = await getData(
    server,
    '/archive/indices?kind=sector',
    z.array(z.object({ code: z.string(), industry: z.string(), constituents: z.number() })),
  );
  const largest = [...sectors].sort((a, b) => b.constituents - a.constituents)[0]!;
  const detail = await getData(
    server,
    `/archive/indices/${largest.code}`,
    z.object({ members: z.array(z.object({ symbol: z.string() })) }),
  );
  return {
    symbol: detail.members[0]!.symbol,
    industry: largest.industry,
    size: largest.constituents,
  };
}

describe('GET /archive/instruments/:symbol/peers', () => {
  it('lists the stock first, then companies of its industry closest in market cap', async () => {
    const { symbol, industry, size } = await industryWithPeers();
    expect(size).toBeGreaterThan(1);
    const answer = await getData(server, `/archive/instruments/${symbol}/peers?limit=3`, peers);
    expect(answer.industry).toBe(industry);
    expect(answer.rows[0]).toMatchObject({ symbol, isSubject: true });
    expect(answer.rows.slice(1).every((r) => !r.isSubject)).toBe(true);
    expect(answer.rows.length).toBeGreaterThan(1);
    expect(answer.rows.length).toBeLessThanOrEqual(4);
    const cap = answer.rows[0]!.marketCap!;
    const distances = answer.rows.slice(1).map((r) => Math.abs(Math.log(r.marketCap! / cap)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const peer of answer.rows.slice(1)) {
      const detail = await getData(
        server,
        `/archive/instruments/${peer.symbol}`,
        z.object({ industry: z.string() }),
      );
      expect(detail.industry).toBe(industry);
    }
  });

  it('computes the ratios from the last four announced quarters and the latest close', async () => {
    const { symbol } = await industryWithPeers();
    const answer = await getData(server, `/archive/instruments/${symbol}/peers`, peers);
    const subject = answer.rows[0]!;
    const { quarters } = await getData(
      server,
      `/archive/instruments/${symbol}/fundamentals?quarters=8`,
      z.object({ quarters: z.array(quarter) }),
    );
    const known = quarters.filter((q) => q.announcedOn <= answer.asOf!).slice(-4);
    expect(known).toHaveLength(4);
    const profit = known.reduce((sum, q) => sum + q.netProfit, 0);
    const revenue = known.reduce((sum, q) => sum + q.revenue, 0);
    const latest = known[known.length - 1]!;
    const round = (value: number) => Math.round(value * 100) / 100;
    expect(subject.pb).toBe(round(subject.marketCap! / latest.equity));
    expect(subject.roePercent).toBe(round((profit * 100) / latest.equity));
    expect(subject.debtToEquity).toBe(round(latest.totalDebt / latest.equity));
    expect(subject.netMarginPercent).toBe(round((profit * 100) / revenue));
    expect(subject.pe).toBe(profit > 0 ? round(subject.marketCap! / profit) : null);
  });

  it('answers 404 for an unknown symbol and 400 for a bad limit', async () => {
    const unknown = await fetch(new URL('/archive/instruments/NOSUCH/peers', server.url));
    await expectErrorBody(unknown, 404, 'unknown_symbol');
    const bad = await fetch(new URL('/archive/instruments/TCS/peers?limit=0', server.url));
    expect(bad.status).toBe(400);
  });
});

const sentiment = z.object({
  asOf: z.string().nullable(),
  rsi: z.number().nullable(),
  rangePosition: z.number().nullable(),
  upVolumeShare: z.number().nullable(),
  peersAboveAverage: z.number().nullable(),
  peersCounted: z.number(),
  overall: z.object({ score: z.number(), reading: z.string() }).nullable(),
});

describe('GET /archive/instruments/:symbol/market-sentiment', () => {
  it('reads RSI, the 52-week place, up-volume and peers’ breadth, and their overall score', async () => {
    const { symbol, size } = await industryWithPeers();
    const answer = await getData(
      server,
      `/archive/instruments/${symbol}/market-sentiment`,
      sentiment,
    );
    expect(answer.rsi).toBeGreaterThanOrEqual(0);
    expect(answer.rsi).toBeLessThanOrEqual(100);
    for (const share of [answer.rangePosition, answer.upVolumeShare, answer.peersAboveAverage]) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
    }
    expect(answer.peersCounted).toBe(size - 1);
    // Rounded signals may move the score by one point at most.
    const again = marketReading({
      rsi: answer.rsi,
      rangePosition: answer.rangePosition,
      upVolumeShare: answer.upVolumeShare,
      peersAboveAverage: answer.peersAboveAverage,
    });
    expect(Math.abs(answer.overall!.score - again!.score)).toBeLessThanOrEqual(1);
    const quote = await getData(
      server,
      `/archive/instruments/${symbol}`,
      z.object({ quote: z.object({ date: z.string() }) }),
    );
    expect(answer.asOf).toBe(quote.quote.date);
  });

  it('answers 404 for an unknown symbol', async () => {
    const unknown = await fetch(
      new URL('/archive/instruments/NOSUCH/market-sentiment', server.url),
    );
    await expectErrorBody(unknown, 404, 'unknown_symbol');
  });
});
