import { describe, expect, it } from 'vitest';
import { evaluateScan } from '@/domain/scan/evaluate';
import type { FrameQuarter } from '@/domain/scan/frame';
import { fundamentalsAt, sizesByRank } from '@/domain/scan/point-in-time';
import { frameOf, quarter, scan, tradingDays } from './frames';

// Fundamentals as known at a day's close (issue 14: "fundamentals used only after their
// announcement date; a test proves it"), with the stock table's definitions
// (server/archive/read/company-figures.ts).

const DAYS = 300;
const days = tradingDays(DAYS);
const knownFrom = (announcedOn: string) => {
  const index = days.findIndex((day) => day >= announcedOn);
  return index < 0 ? DAYS : index;
};

/** Eight quarters to 2024-09-30, each announced 45 days after it ended. */
function eightQuarters(): FrameQuarter[] {
  const ends = [
    '2022-12-31',
    '2023-03-31',
    '2023-06-30',
    '2023-09-30',
    '2023-12-31',
    '2024-03-31',
    '2024-06-30',
    '2024-09-30',
  ];
  return ends.map((end, k) => {
    const announced = new Date(Date.parse(`${end}T00:00:00Z`) + 45 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const recent = k >= 4;
    return {
      ...quarter(end, knownFrom(announced), {
        revenue: recent ? 1.2e9 : 1e9,
        netProfit: recent ? 1e8 : 8e7,
        equity: 2e9,
        totalDebt: 1e9,
        sharesOutstanding: 1e7,
      }),
      announcedOn: announced,
    };
  });
}

const flat = (price: number) => Array.from({ length: DAYS }, () => price);
const LAST = DAYS - 1;

describe('fundamentalsAt', () => {
  const quarters = eightQuarters();
  const frame = frameOf([
    {
      symbol: 'ALPHA',
      close: flat(500),
      quarters,
      dividends: [
        { index: 5, amount: 100 },
        { index: LAST - 100, amount: 10 },
      ],
    },
  ]);
  const alpha = frame.stocks[0]!;

  it('computes the stock table’s ratios from the last four announced quarters', () => {
    expect(days[LAST]! > quarters[7]!.announcedOn).toBe(true);
    expect(fundamentalsAt(alpha, LAST, days)).toEqual({
      marketCap: 500,
      pe: 12.5,
      pb: 2.5,
      roe: 20,
      debtToEquity: 0.5,
      eps: 40,
      salesGrowth: 20,
      profitGrowth: 25,
      // ₹10 in the last 12 months on ₹500; the ₹100 of day 5 is over a year old.
      dividendYield: 2,
    });
  });

  it('uses no quarter before the day it became known (look-ahead guard)', () => {
    const late = quarter('2024-12-31', LAST - 20, {
      revenue: 1,
      netProfit: -5e9,
      equity: 1e8,
      totalDebt: 9e9,
      sharesOutstanding: 5e7,
    });
    const withLate = frameOf([
      { symbol: 'ALPHA', close: flat(500), quarters: [...quarters, late] },
    ]);
    const without = frameOf([{ symbol: 'ALPHA', close: flat(500), quarters }]);
    for (let index = 0; index < late.knownFrom; index += 1) {
      expect(fundamentalsAt(withLate.stocks[0]!, index, days)).toEqual(
        fundamentalsAt(without.stocks[0]!, index, days),
      );
    }
    const after = fundamentalsAt(withLate.stocks[0]!, late.knownFrom, days);
    expect(after.pe).toBeNull();
    expect(after.marketCap).toBe(2500);

    // And a scan over it: matched every day before the announcement, not after.
    const ast = scan('pe < 20');
    const matchedOn = (frame: typeof withLate, day: number) =>
      evaluateScan(frame, ast, day).matches.length === 1;
    for (let day = late.knownFrom - 30; day < late.knownFrom; day += 1) {
      expect(matchedOn(withLate, day)).toBe(matchedOn(without, day));
    }
    expect(matchedOn(withLate, late.knownFrom)).toBe(false);
    expect(matchedOn(without, late.knownFrom)).toBe(true);
  });

  it('has no TTM figures before four quarters are known', () => {
    const frame = frameOf([{ symbol: 'NEW', close: flat(500), quarters: quarters.slice(4) }]);
    const fourthKnown = quarters[7]!.knownFrom;
    const before = fundamentalsAt(frame.stocks[0]!, fourthKnown - 1, days);
    expect(before).toMatchObject({ pe: null, pb: null, roe: null, debtToEquity: null, eps: null });
    expect(before.marketCap).toBe(500);
    expect(fundamentalsAt(frame.stocks[0]!, fourthKnown, days).pe).toBe(12.5);
  });

  it('makes P/E null for a loss, while ROE goes negative', () => {
    const losing = quarters.map((q) => ({ ...q, netProfit: -1e8 }));
    const frame = frameOf([{ symbol: 'LOSS', close: flat(500), quarters: losing }]);
    const figures = fundamentalsAt(frame.stocks[0]!, LAST, days);
    expect(figures.pe).toBeNull();
    expect(figures.roe).toBe(-20);
    expect(figures.profitGrowth).toBeNull();
  });

  it('drops a TTM whose fourth quarter ended over 18 months before the day', () => {
    const stale = quarters.slice(0, 4);
    const frame = frameOf([{ symbol: 'OLD', close: flat(500), quarters: stale }]);
    // 2022-12-31 is more than 18 months before the last day (2025-02).
    const figures = fundamentalsAt(frame.stocks[0]!, LAST, days);
    expect(figures.pe).toBeNull();
    expect(figures.marketCap).toBe(500);
  });

  it('has no growth when a quarter is missing between the two years', () => {
    const gap = quarters.filter((_, k) => k !== 2);
    const frame = frameOf([{ symbol: 'GAP', close: flat(500), quarters: gap }]);
    expect(fundamentalsAt(frame.stocks[0]!, LAST, days).salesGrowth).toBeNull();
  });

  it('has no price-based figures on a day without a close', () => {
    const close = flat(500);
    close[LAST] = NaN;
    const frame = frameOf([{ symbol: 'GAP', close, quarters }]);
    const figures = fundamentalsAt(frame.stocks[0]!, LAST, days);
    expect(figures).toMatchObject({ marketCap: null, pe: null, pb: null, dividendYield: null });
    expect(figures.roe).toBe(20);
  });
});

describe('sizesByRank (SEBI: 1-100 large, 101-250 mid, the rest small)', () => {
  it('ranks by market cap, largest first; no market cap is no size', () => {
    const caps: Array<number | null> = Array.from({ length: 300 }, (_, k) => 300 - k);
    caps[10] = null;
    const sizes = sizesByRank(caps);
    expect(sizes[0]).toBe('large');
    expect(sizes[100]).toBe('large');
    expect(sizes[101]).toBe('mid');
    expect(sizes[250]).toBe('mid');
    expect(sizes[251]).toBe('small');
    expect(sizes[10]).toBeNull();
  });
});
