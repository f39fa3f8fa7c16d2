import { describe, expect, it } from 'vitest';
import {
  averagePricePaise,
  runFifo,
  type LedgerEvent,
  type Lot,
  type Match,
} from '@/features/portfolio/model/fifo';

// FIFO lots per symbol (CBDT Circular 768: demat shares first in, first out). Splits change
// quantity and per-share cost, not total cost; bonus shares are a new lot at nil cost held from
// allotment (s.55(2)(aa)); partial lots split cost pro rata in integer paise that sum exactly.

const buy = (tradeId: string, date: string, quantity: number, pricePaise: number, charges = 0) =>
  ({
    kind: 'BUY',
    tradeId,
    date,
    quantity,
    pricePaise,
    chargesPaise: charges,
    sttPaise: 0,
  }) as const satisfies LedgerEvent;
const sell = (tradeId: string, date: string, quantity: number, pricePaise: number, charges = 0) =>
  ({ ...buy(tradeId, date, quantity, pricePaise, charges), kind: 'SELL' }) as const;
const split = (date: string, sharesBefore: number, sharesAfter: number): LedgerEvent => ({
  kind: 'SPLIT',
  date,
  sharesBefore,
  sharesAfter,
});
const bonus = (date: string, sharesBefore: number, sharesAfter: number): LedgerEvent => ({
  kind: 'BONUS',
  date,
  sharesBefore,
  sharesAfter,
});

const totalCost = (lots: readonly Lot[]) => lots.reduce((s, l) => s + l.costPaise, 0);
const brief = (m: Match) => [m.buyTradeId, m.quantity, m.costPaise, m.sellChargesPaise];

describe('runFifo: sells consume the oldest lots first', () => {
  it('takes 25 shares from three lots of 10, cutting the third pro rata', () => {
    const { lots, matches, shortfall } = runFifo([
      buy('B1', '2024-01-10', 10, 10_000, 100), // cost 100,100
      buy('B2', '2024-02-10', 10, 11_000, 110), // cost 110,110
      buy('B3', '2024-03-10', 10, 12_000, 120), // cost 120,120
      sell('S1', '2024-04-10', 25, 13_000, 1_000),
    ]);
    expect(matches).toEqual<Match[]>([
      {
        sellTradeId: 'S1',
        buyTradeId: 'B1',
        quantity: 10,
        acquired: '2024-01-10',
        sold: '2024-04-10',
        costPaise: 100_100,
        proceedsPaise: 130_000,
        sellChargesPaise: 400,
        origin: 'BUY',
      },
      {
        sellTradeId: 'S1',
        buyTradeId: 'B2',
        quantity: 10,
        acquired: '2024-02-10',
        sold: '2024-04-10',
        costPaise: 110_110,
        proceedsPaise: 130_000,
        sellChargesPaise: 400,
        origin: 'BUY',
      },
      {
        sellTradeId: 'S1',
        buyTradeId: 'B3',
        quantity: 5,
        acquired: '2024-03-10',
        sold: '2024-04-10',
        costPaise: 60_060,
        proceedsPaise: 65_000,
        sellChargesPaise: 200,
        origin: 'BUY',
      },
    ]);
    expect(lots).toEqual<Lot[]>([
      {
        tradeId: 'B3',
        acquired: '2024-03-10',
        quantity: 5,
        costPaise: 60_060,
        pricePaise: 12_000,
        origin: 'BUY',
      },
    ]);
    expect(shortfall).toBe(0);
  });

  it.each([
    // 1,000 paise over 3 shares: 333.33 → 333, then 667 over 2: 333.5 → 334, then 333
    ['three sells of one share', [1, 1, 1], [333, 334, 333]],
    ['one then two', [1, 2], [333, 667]],
    ['two then one', [2, 1], [667, 333]],
  ])('cost pieces sum exactly: %s', (_name, sells, costs) => {
    const events = [
      buy('B', '2024-01-10', 3, 333, 1),
      ...sells.map((q, i) => sell(`S${i}`, '2024-02-01', q, 500)),
    ];
    const { matches, lots } = runFifo(events);
    expect(matches.map((m) => m.costPaise)).toEqual(costs);
    expect(costs.reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(lots).toEqual([]);
  });

  it('splits sell charges pro rata across lots, summing exactly', () => {
    const { matches } = runFifo([
      buy('B1', '2024-01-10', 1, 100),
      buy('B2', '2024-01-11', 1, 100),
      buy('B3', '2024-01-12', 1, 100),
      sell('S', '2024-02-01', 3, 200, 100),
    ]);
    // 100/3 = 33.3 → 33; 67/2 = 33.5 → 34; 33
    expect(matches.map((m) => m.sellChargesPaise)).toEqual([33, 34, 33]);
  });
});

describe('runFifo: corporate actions', () => {
  it('split 1:5 multiplies quantity, keeps cost and date, then sells', () => {
    const { lots, matches } = runFifo([
      buy('B1', '2024-01-10', 10, 100_000), // cost ₹10,000
      split('2024-06-01', 1, 5),
      sell('S1', '2024-07-01', 20, 25_000),
    ]);
    expect(matches.map(brief)).toEqual([['B1', 20, 400_000, 0]]);
    expect(matches[0]?.acquired).toBe('2024-01-10');
    expect(lots).toEqual<Lot[]>([
      {
        tradeId: 'B1',
        acquired: '2024-01-10',
        quantity: 30,
        costPaise: 600_000,
        pricePaise: 100_000,
        origin: 'BUY',
      },
    ]);
    expect(averagePricePaise(lots)).toBe(20_000);
  });

  it('bonus 1:1 adds a nil-cost lot from the bonus date, matched after the bought shares', () => {
    const before = runFifo([buy('B1', '2024-01-10', 10, 10_000), bonus('2024-06-01', 1, 2)]);
    expect(
      before.lots.map((l) => [l.tradeId, l.acquired, l.quantity, l.costPaise, l.origin]),
    ).toEqual([
      ['B1', '2024-01-10', 10, 100_000, 'BUY'],
      ['bonus:2024-06-01', '2024-06-01', 10, 0, 'BONUS'],
    ]);
    expect(totalCost(before.lots)).toBe(100_000);
    expect(averagePricePaise(before.lots)).toBe(5_000);

    const { matches, lots } = runFifo([
      buy('B1', '2024-01-10', 10, 10_000),
      bonus('2024-06-01', 1, 2),
      sell('S1', '2024-07-01', 15, 6_000),
    ]);
    expect(
      matches.map((m) => [m.buyTradeId, m.quantity, m.costPaise, m.acquired, m.origin]),
    ).toEqual([
      ['B1', 10, 100_000, '2024-01-10', 'BUY'],
      ['bonus:2024-06-01', 5, 0, '2024-06-01', 'BONUS'],
    ]);
    expect(lots.map((l) => [l.origin, l.quantity, l.costPaise])).toEqual([['BONUS', 5, 0]]);
  });

  it.each([
    ['3:2 bonus on 5 held (7.5 → 7)', 5, 2, 5, 7],
    ['1:10 bonus on 25 held', 25, 10, 11, 2],
    ['1:10 bonus on 5 held (0.5 → none)', 5, 10, 11, 0],
  ])('bonus entitlement is floored on the holding: %s', (_name, held, before, after, added) => {
    const { lots } = runFifo([
      buy('B', '2024-01-10', held, 100),
      bonus('2024-06-01', before, after),
    ]);
    expect(lots.reduce((s, l) => s + l.quantity, 0)).toBe(held + added);
    expect(totalCost(lots)).toBe(held * 100);
  });

  it('mixes buys, a bonus, a split and a sell keeping total cost', () => {
    const { lots, matches } = runFifo([
      buy('B1', '2024-01-10', 10, 10_000, 50), // cost 100,050
      bonus('2024-03-01', 1, 2), // +10 at nil cost
      buy('B2', '2024-04-01', 5, 12_000), // cost 60,000
      split('2024-05-01', 1, 2), // 20, 20, 10
      sell('S1', '2024-06-01', 45, 7_000),
    ]);
    expect(matches.map(brief)).toEqual([
      ['B1', 20, 100_050, 0],
      ['bonus:2024-03-01', 20, 0, 0],
      ['B2', 5, 30_000, 0],
    ]);
    expect(lots.map((l) => [l.tradeId, l.quantity, l.costPaise])).toEqual([['B2', 5, 30_000]]);
  });

  it.each([
    // 10:1 consolidation of 15 + 7 + 8 = 30 → 3: floors 1, 0, 0; spare units to 0.8 and 0.7
    ['largest fractions get the spare units', [15, 7, 8], [1, 1, 1]],
    // 15 + 3 + 12 → floors 1, 0, 1; spare to 0.5; the 3-share lot hands its cost on
    ['an emptied lot hands its cost to the next', [15, 3, 12], [2, 1]],
  ])('consolidation 10:1: %s', (_name, quantities, after) => {
    const events = quantities.map((q, i) => buy(`B${i}`, `2024-01-1${i}`, q, 1_000));
    const { lots } = runFifo([...events, split('2024-06-01', 10, 1)]);
    expect(lots.map((l) => l.quantity)).toEqual(after);
    expect(totalCost(lots)).toBe(30_000);
  });
});

describe('runFifo: shortfall', () => {
  it('matches what is held and reports the excess', () => {
    const { matches, lots, shortfall } = runFifo([
      buy('B1', '2024-01-10', 5, 1_000),
      sell('S1', '2024-02-01', 8, 1_200, 80),
      sell('S2', '2024-02-02', 2, 1_200),
    ]);
    // 5 of 8 shares matched: 5/8 of ₹0.80 charges
    expect(matches.map(brief)).toEqual([['B1', 5, 5_000, 50]]);
    expect(lots).toEqual([]);
    expect(shortfall).toBe(5);
  });
});

describe('runFifo: bad input', () => {
  it.each<[string, LedgerEvent]>([
    ['zero quantity', buy('B', '2024-01-10', 0, 100)],
    ['fractional quantity', buy('B', '2024-01-10', 1.5, 100)],
    ['negative charges', buy('B', '2024-01-10', 1, 100, -1)],
    ['an impossible date', buy('B', '2024-02-30', 1, 100)],
    ['a bonus that adds nothing', bonus('2024-01-10', 2, 2)],
    ['a zero split ratio', split('2024-01-10', 0, 5)],
  ])('throws RangeError for %s', (_name, event) => {
    expect(() => runFifo([buy('B0', '2024-01-01', 1, 100), event])).toThrow(RangeError);
  });
});

describe('averagePricePaise', () => {
  const lot = (quantity: number, costPaise: number): Lot => ({
    tradeId: 'B',
    acquired: '2024-01-10',
    quantity,
    costPaise,
    pricePaise: 0,
    origin: 'BUY',
  });
  it.each<[string, Lot[], number]>([
    ['nothing held', [], 0],
    ['1,000 over 3 (333.3)', [lot(3, 1_000)], 333],
    ['1,001 over 2 (500.5, half up)', [lot(2, 1_001)], 501],
    ['two lots', [lot(10, 100_000), lot(10, 0)], 5_000],
  ])('%s', (_name, lots, expected) => {
    expect(averagePricePaise(lots)).toBe(expected);
  });
});
