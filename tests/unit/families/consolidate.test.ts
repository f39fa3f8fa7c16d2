import { describe, expect, it } from 'vitest';
import {
  allocationOf,
  byHousehold,
  consolidateHoldings,
  familyTotalsOf,
  goalTotalsOf,
  memberValueOf,
  overlapOf,
  pairwiseOverlap,
  type MemberHolding,
  type MemberPortfolio,
} from '../../../src/features/families/model/consolidate';
import type { FamilyGoal } from '../../../src/features/families/model/contract';

// The family office's maths (issue 15, Deliver 4) on a household worked out by hand.

const holding = (
  symbol: string,
  quantity: number,
  price: number,
  sector: string,
  size: string,
  extra: Partial<MemberHolding> = {},
): MemberHolding => ({
  exchange: 'NSE',
  symbol,
  name: symbol,
  sector,
  size,
  lastPrice: price,
  quantity,
  value: quantity * price,
  invested: quantity * price,
  dayChange: 0,
  ...extra,
});

// Aarav: TCS ₹1,000 and INFY ₹1,000 (half each), ₹500 cash.
const aarav: MemberPortfolio = {
  investorId: 'a',
  hasAccount: true,
  cash: 500,
  items: [
    holding('TCS', 10, 100, 'IT', 'Large cap', { invested: 900, dayChange: 10 }),
    holding('INFY', 5, 200, 'IT', 'Large cap', { dayChange: -20 }),
  ],
};
// Sunita: TCS ₹500 (a quarter) and ITC ₹1,500 (three quarters), ₹1,000 cash.
const sunita: MemberPortfolio = {
  investorId: 's',
  hasAccount: true,
  cash: 1000,
  items: [
    holding('TCS', 5, 100, 'IT', 'Large cap', { dayChange: 5 }),
    holding('ITC', 30, 50, 'FMCG', 'Mid cap', { invested: 1200 }),
  ],
};
const noAccount: MemberPortfolio = { investorId: 'k', hasAccount: false, cash: 0, items: [] };

describe('consolidated holdings', () => {
  const rows = consolidateHoldings([aarav, sunita, noAccount]);

  it('makes one row per stock with quantities, values and costs summed, largest first', () => {
    expect(rows.map((row) => [row.symbol, row.quantity, row.value, row.invested])).toEqual([
      ['ITC', 30, 1500, 1200],
      ['TCS', 15, 1500, 1400],
      ['INFY', 5, 1000, 1000],
    ]);
    expect(rows.map((row) => row.weight)).toEqual([0.375, 0.375, 0.25]);
    expect(rows.find((row) => row.symbol === 'TCS')!.dayChange).toBe(15);
  });

  it('gives each holder their share of the stock’s family value', () => {
    const tcs = rows.find((row) => row.symbol === 'TCS')!;
    expect(tcs.holders).toEqual([
      { investorId: 'a', quantity: 10, value: 1000, share: 2 / 3 },
      { investorId: 's', quantity: 5, value: 500, share: 1 / 3 },
    ]);
    expect(rows.find((row) => row.symbol === 'ITC')!.holders).toEqual([
      { investorId: 's', quantity: 30, value: 1500, share: 1 },
    ]);
  });

  it('is empty for members who hold nothing', () => {
    expect(consolidateHoldings([noAccount])).toEqual([]);
  });
});

describe('allocation', () => {
  const allocation = allocationOf(consolidateHoldings([aarav, sunita]), 1500);

  it('splits the whole value (₹5,500) by sector and cash, adding up to 1', () => {
    expect(allocation.bySector).toEqual([
      { label: 'IT', value: 2500, share: 2500 / 5500 },
      { label: 'FMCG', value: 1500, share: 1500 / 5500 },
    ]);
    expect(allocation.cash).toEqual({ label: 'Cash', value: 1500, share: 1500 / 5500 });
    const total =
      allocation.bySector.reduce((sum, slice) => sum + slice.share, 0) + allocation.cash.share;
    expect(total).toBeCloseTo(1, 12);
  });

  it('splits by market-cap size in SEBI’s order', () => {
    expect(allocation.bySize.map((slice) => [slice.label, slice.value])).toEqual([
      ['Large cap', 2500],
      ['Mid cap', 1500],
    ]);
  });

  it('is all cash, or nothing, without holdings', () => {
    expect(allocationOf([], 100)).toEqual({
      bySector: [],
      bySize: [],
      cash: { label: 'Cash', value: 100, share: 1 },
    });
    expect(allocationOf([], 0).cash.share).toBe(0);
  });
});

describe('overlap between two members', () => {
  it('sums the smaller weight of each stock both hold', () => {
    // TCS: 0.5 of Aarav's, 0.25 of Sunita's.
    expect(overlapOf(aarav.items, sunita.items)).toEqual({ common: ['TCS'], overlap: 0.25 });
    expect(overlapOf(sunita.items, aarav.items)).toEqual({ common: ['TCS'], overlap: 0.25 });
  });

  it('is 1 for the same mix in other amounts, 0 for nothing in common or nothing held', () => {
    const double = aarav.items.map((item) => ({
      ...item,
      quantity: item.quantity * 2,
      value: item.value * 2,
    }));
    expect(overlapOf(aarav.items, double).overlap).toBeCloseTo(1, 12);
    expect(overlapOf(aarav.items, double).common).toEqual(['INFY', 'TCS']);
    expect(overlapOf(aarav.items, [holding('ITC', 1, 50, 'FMCG', 'Mid cap')])).toEqual({
      common: [],
      overlap: 0,
    });
    expect(overlapOf(aarav.items, [])).toEqual({ common: [], overlap: 0 });
  });

  it('pairs every two members in order', () => {
    expect(pairwiseOverlap([aarav, sunita, noAccount])).toEqual([
      { a: 'a', b: 's', common: ['TCS'], overlap: 0.25 },
      { a: 'a', b: 'k', common: [], overlap: 0 },
      { a: 's', b: 'k', common: [], overlap: 0 },
    ]);
    expect(pairwiseOverlap([aarav])).toEqual([]);
  });
});

describe('values and totals', () => {
  it('adds a member’s holdings and cash; a member without an account is zero', () => {
    expect(memberValueOf(aarav)).toEqual({
      hasAccount: true,
      holdingsValue: 2000,
      invested: 1900,
      cash: 500,
      value: 2500,
      dayChange: -10,
    });
    expect(memberValueOf(noAccount)).toEqual({
      hasAccount: false,
      holdingsValue: 0,
      invested: 0,
      cash: 0,
      value: 0,
      dayChange: 0,
    });
  });

  it('totals the family, the day’s change against yesterday’s holdings', () => {
    const totals = familyTotalsOf([aarav, sunita, noAccount].map(memberValueOf));
    expect(totals).toEqual({
      holdingsValue: 4000,
      invested: 3600,
      cash: 1500,
      value: 5500,
      dayChange: -5,
      dayChangePercent: (-5 / 4005) * 100,
      unrealisedGain: 400,
    });
    expect(familyTotalsOf([memberValueOf(noAccount)]).dayChangePercent).toBeNull();
  });

  it('totals the goals and counts them by status', () => {
    const goal = (status: FamilyGoal['status'], target: number): FamilyGoal => ({
      investorId: 'a',
      goalId: `${status}-${target}`,
      type: 'house',
      name: 'Goal',
      targetToday: target,
      futureValue: target * 2,
      targetDate: '2030-01-01',
      value: target / 10,
      status,
      chance: 0.5,
      monthlySip: 100,
    });
    expect(
      goalTotalsOf([goal('on-track', 1000), goal('off-track', 3000), goal('on-track', 500)]),
    ).toEqual({
      count: 3,
      targetToday: 4500,
      futureValue: 9000,
      value: 450,
      monthlySip: 300,
      onTrack: 2,
      atRisk: 0,
      offTrack: 1,
    });
  });

  it('orders members as a household: head, spouse, parent, child, then by name', () => {
    const members = [
      { investorId: '1', name: 'Zoya', role: 'child' },
      { investorId: '2', name: 'Arun', role: 'parent' },
      { investorId: '3', name: 'Bela', role: 'head' },
      { investorId: '4', name: 'Anil', role: 'child' },
    ];
    expect(byHousehold(members).map((member) => member.name)).toEqual([
      'Bela',
      'Arun',
      'Anil',
      'Zoya',
    ]);
  });
});
