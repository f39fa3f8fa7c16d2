import { describe, expect, it } from 'vitest';
import type { FrameTexts } from '@/domain/scan/frame';
import { parseFrame } from '@/domain/scan/frame-parse';

// The archive's texts as a frame (issue 14): prices in today's shares, rupees, quarters known
// from their announcement, NIFTY 50 in points, factor scores by day.

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const MON = dayNumber('2024-03-04');
const [TUE, WED, THU, FRI] = [1, 2, 3, 4].map((k) => MON + k) as [number, number, number, number];
const NEXT_MON = MON + 7;

/** One bar: prices in paise. */
const bar = (day: number, close: number, volume = 100) =>
  `${day}:${close - 100}:${close + 200}:${close - 300}:${close}:${volume}`;

function texts(overrides: Partial<FrameTexts> = {}): FrameTexts {
  return {
    version: '2024-03-12T10:00:00.000Z',
    instruments: [
      {
        id: 7,
        symbol: 'ALPHA',
        name: 'Alpha Ltd',
        sector: 'Energy',
        industry: 'Oil Gas & Consumable Fuels',
        lotSize: 1,
        inNifty50: true,
      },
      {
        id: 9,
        symbol: 'BETA',
        name: 'Beta Ltd',
        sector: 'Healthcare',
        industry: 'Healthcare',
        lotSize: 1,
        inNifty50: false,
      },
      {
        id: 11,
        symbol: 'GAMMA',
        name: 'Gamma Ltd',
        sector: 'Services',
        industry: 'Services',
        lotSize: 1,
        inNifty50: false,
      },
    ],
    bars: [
      {
        id: 7,
        bars: [
          bar(MON, 200000),
          bar(TUE, 202000),
          bar(WED, 101500, 400),
          bar(THU, 102000),
          bar(NEXT_MON, 103000),
        ].join(','),
      },
      // BETA does not trade on Wednesday; GAMMA has no bars at all.
      { id: 9, bars: [bar(MON, 50000), bar(TUE, 50500), bar(FRI, 51000)].join(',') },
    ],
    // ALPHA: a 1:1 split (price factor 0.5) on Wednesday, a dividend of ₹10 per old share on
    // Tuesday, and a split after the last day (not yet happened: ignored).
    actions: [
      `7|${TUE}|dividend|0.99|1000`,
      `7|${WED}|split|0.5|`,
      `7|${NEXT_MON + 30}|split|0.2|`,
      `9|${FRI}|bonus|0.5|`,
    ].join(';'),
    quarters: [
      // Ended before the split: shares as reported then, 1 crore old shares = 2 crore today.
      '7|2023-12-31|2024-03-02|1000000000|200000000|5000000000|100000000|10000000',
      // Announced on Thursday: known from Thursday's index.
      '7|2024-03-31|2024-03-07|1100000000|210000000|5100000000|100000000|20000000',
      // Announced after the frame's last day.
      '9|2024-03-31|2024-03-20|1|2|3|4|5',
    ].join(';'),
    nifty50: `${MON}:2200000,${TUE}:2210050,${THU}:2190000`,
    factorDays: [
      {
        date: '2024-03-07',
        ids: [7, 9],
        values: [1.5, 0.1, 0.2, 0.3, 0.4, 0.5, null, -1, -2, -3, -4, -5],
      },
      { date: '2024-03-09', ids: [7], values: [1, 1, 1, 1, 1, 1] },
    ],
    ...overrides,
  };
}

describe('parseFrame', () => {
  const frame = parseFrame(texts());
  const [alpha, beta, gamma] = frame.stocks;

  it('puts every day with any bar on the axis, in order', () => {
    expect(frame.days).toEqual([
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
      '2024-03-08',
      '2024-03-11',
    ]);
    expect(frame.version).toBe('2024-03-12T10:00:00.000Z');
    expect(frame.stocks.map((stock) => stock.symbol)).toEqual(['ALPHA', 'BETA', 'GAMMA']);
  });

  it('halves the prices before a 1:1 split and doubles the volume; rupees from paise', () => {
    expect([...(alpha?.close ?? [])]).toEqual([1000, 1010, 1015, 1020, NaN, 1030]);
    expect(alpha?.open[0]).toBe(999.5);
    expect(alpha?.high[0]).toBe(1001);
    expect(alpha?.low[0]).toBe(998.5);
    expect([...(alpha?.volume ?? [])]).toEqual([200, 200, 400, 100, NaN, 100]);
  });

  it('adjusts for a bonus the same way and leaves a day without a bar NaN', () => {
    expect([...(beta?.close ?? [])]).toEqual([250, 252.5, NaN, NaN, 510, NaN]);
    expect(gamma?.close.every(Number.isNaN)).toBe(true);
    expect(gamma?.close.length).toBe(6);
  });

  it('knows a quarter from the first trading day on or after its announcement', () => {
    const [old, recent] = alpha?.quarters ?? [];
    // Announced on a Saturday before the axis: known from the first day.
    expect(old?.knownFrom).toBe(0);
    expect(recent?.knownFrom).toBe(3);
    expect(beta?.quarters[0]?.knownFrom).toBe(frame.days.length);
  });

  it('puts quarter money in rupees and shares in today’s shares', () => {
    const [old, recent] = alpha?.quarters ?? [];
    expect(old).toMatchObject({
      periodEnd: '2023-12-31',
      announcedOn: '2024-03-02',
      revenue: 1e7,
      netProfit: 2e6,
      equity: 5e7,
      totalDebt: 1e6,
      sharesOutstanding: 2e7,
    });
    // Reported after the split: already in today's shares.
    expect(recent?.sharesOutstanding).toBe(2e7);
  });

  it('adjusts a dividend to today’s shares at its ex-day’s index', () => {
    expect(alpha?.dividends).toEqual([{ index: 1, amount: 5 }]);
  });

  it('reads NIFTY 50 in points, NaN on a day without a level', () => {
    expect([...frame.nifty50]).toEqual([22000, 22100.5, NaN, 21900, NaN, NaN]);
  });

  it('maps factor scores to frame stocks by id; null is NaN; a day off the axis is dropped', () => {
    expect([...frame.factors.keys()]).toEqual([3]);
    const day = frame.factors.get(3);
    expect(day?.composite[0]).toBe(1.5);
    expect(day?.size[0]).toBe(0.5);
    expect(day?.composite[1]).toBeNaN();
    expect(day?.value[1]).toBe(-1);
    expect(day?.lowVolatility[1]).toBe(-4);
    expect(day?.momentum[2]).toBeNaN();
  });

  it('reads empty texts as an empty frame', () => {
    const empty = parseFrame({
      version: 'v',
      instruments: [],
      bars: [],
      actions: '',
      quarters: '',
      nifty50: '',
      factorDays: [],
    });
    expect(empty.days).toEqual([]);
    expect(empty.stocks).toEqual([]);
    expect(empty.nifty50.length).toBe(0);
  });
});
