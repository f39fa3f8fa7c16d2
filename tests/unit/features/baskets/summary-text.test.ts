import { describe, expect, it } from 'vitest';
import {
  driftStatusText,
  rebalanceCash,
  rebalanceSummary,
  sortedRebalanceOrders,
} from '@/features/baskets/components/basket-rebalance-text';
import {
  bpText,
  canRetry,
  driftText,
  driftWords,
  gainPercent,
  pastTolerance,
  xirrText,
} from '@/features/baskets/components/basket-summary-text';
import type { RebalancePreview } from '@/features/baskets/model/contract';
import { basket, stock } from './summary-fixtures';

// The summary's numbers (issue 13, Deliver 8): weights and drift in basis points as percents,
// the XIRR said "not yet" without a year of data, and the rebalance's totals and words.

describe('weights and drift', () => {
  it.each([
    [1_250, '12.5%', '+12.5%'],
    [10_000, '100.0%', '+100.0%'],
    [-80, '-0.8%', '-0.8%'],
    [0, '0.0%', '0.0%'],
  ])('%i bp', (bp, weight, drift) => {
    expect(bpText(bp)).toBe(weight);
    expect(driftText(bp)).toBe(drift);
  });

  it.each([
    [0, 'on its target'],
    [3, 'on its target'],
    [250, '2.5% above its target'],
    [-300, '3.0% below its target'],
  ])('a drift of %i bp reads %j', (bp, words) => {
    expect(driftWords(bp)).toBe(words);
  });

  it.each([
    [120, 200, false],
    [200, 200, false],
    [201, 200, true],
    [-250, 200, true],
  ])('a drift of %i bp is past a tolerance of %i bp: %s', (bp, tolerance, past) => {
    expect(pastTolerance(bp, tolerance)).toBe(past);
  });
});

describe('returns', () => {
  it.each([
    [null, 'Not yet'],
    [0.1234, '+12.3% a year'],
    [-0.052, '-5.2% a year'],
    [0, '0.0% a year'],
    [Number.NaN, 'Not yet'],
  ])('XIRR %j is %j', (xirr, text) => {
    expect(xirrText(xirr)).toBe(text);
  });

  it.each([
    [10_000, 100_000, 10],
    [-5_000, 100_000, -5],
    [1_000, 0, null],
  ])('a gain of %i on %i is %j percent', (gain, invested, percent) => {
    expect(gainPercent(gain, invested)).toBe(percent);
  });

  it.each([
    ['lumpsum', 'partial', true],
    ['sip', 'failed', true],
    ['topup', 'complete', false],
    ['rebalance', 'partial', false],
  ] as const)('a %s group that is %s can be retried: %s', (kind, status, retry) => {
    expect(canRetry({ kind, status })).toBe(retry);
  });
});

type Order = RebalancePreview['orders'][number];
const order = (fields: Partial<Order> & Pick<Order, 'symbol' | 'side'>): Order => ({
  name: fields.symbol,
  quantity: 1,
  price: 100_000,
  value: 100_000,
  charges: 100,
  realisedGain: 0,
  tax: 0,
  term: null,
  ...fields,
});
const preview = (
  orders: Order[],
  totals: Partial<RebalancePreview['totals']>,
): RebalancePreview => ({
  asOf: '2026-01-12',
  withinTolerance: false,
  orders,
  totals: { sells: 0, buys: 0, charges: 0, realisedGain: 0, tax: 0, ...totals },
});

describe('the rebalance', () => {
  it('lists the sells before the buys, each side in the server’s order', () => {
    const orders = [
      order({ symbol: 'TCS', side: 'BUY' }),
      order({ symbol: 'INFY', side: 'SELL' }),
      order({ symbol: 'ITC', side: 'BUY' }),
      order({ symbol: 'HDFCBANK', side: 'SELL' }),
    ];
    expect(sortedRebalanceOrders(orders).map((o) => `${o.side} ${o.symbol}`)).toEqual([
      'SELL INFY',
      'SELL HDFCBANK',
      'BUY TCS',
      'BUY ITC',
    ]);
  });

  it.each([
    [{ sells: 500_000, buys: 480_000, charges: 1_500 }, 18_500],
    [{ sells: 500_000, buys: 500_000, charges: 1_500 }, -1_500],
  ])('cash left after %j is %i', (totals, cash) => {
    expect(rebalanceCash({ realisedGain: 0, tax: 0, ...totals })).toBe(cash);
  });

  it.each([
    [
      'a taxed gain',
      preview([order({ symbol: 'INFY', side: 'SELL' }), order({ symbol: 'TCS', side: 'BUY' })], {
        sells: 500_000,
        buys: 480_000,
        realisedGain: 120_000,
        tax: 24_000,
      }),
      '1 sell of ₹5,000.00 and 1 buy of ₹4,800.00, realising +₹1,200.00 with ₹240.00 tax.',
    ],
    [
      'a loss',
      preview(
        [
          order({ symbol: 'INFY', side: 'SELL' }),
          order({ symbol: 'TCS', side: 'BUY' }),
          order({ symbol: 'ITC', side: 'BUY' }),
        ],
        { sells: 500_000, buys: 490_000, realisedGain: -30_000 },
      ),
      '1 sell of ₹5,000.00 and 2 buys of ₹4,900.00, realising a loss of ₹300.00, with no tax.',
    ],
    [
      'no gain',
      preview([order({ symbol: 'TCS', side: 'BUY' })], { buys: 100_000 }),
      '0 sells of ₹0.00 and 1 buy of ₹1,000.00, with no tax to pay.',
    ],
  ])('%s in one sentence', (_, input, text) => {
    expect(rebalanceSummary(input)).toBe(text);
  });

  it.each([
    [
      'due, one stock past the tolerance',
      basket({
        needsRebalance: true,
        maxDriftBp: 340,
        stocks: [stock({ symbol: 'INFY', driftBp: 340 }), stock({ symbol: 'TCS', driftBp: -150 })],
      }),
      '1 stock has drifted more than 2.0% from its target (the most by 3.4%): a rebalance brings the basket back to its weights.',
    ],
    [
      'within the tolerance',
      basket({ maxDriftBp: 120 }),
      'Every stock is within 2.0% of its target (the most drift is 1.2%): no rebalance is due.',
    ],
  ])('%s', (_, input, text) => {
    expect(driftStatusText(input)).toBe(text);
  });
});
