import { describe, expect, it } from 'vitest';
import {
  addDays,
  closeCall,
  directionalReturn,
  priceRuleBreaks,
  priceRuleText,
  type CallBar,
  type CallTerms,
} from '../../../../src/features/research/model/call-close';
import { trackRecord } from '../../../../src/features/research/model/track-record';

// Closing a research call (issue 16, Tests: "target/stop closing"): the first bar whose range
// reaches the target or the stop, the stop when one bar reaches both, expiry at the horizon.

const bar = (date: string, low: number, high: number, close = (low + high) / 2): CallBar => ({
  date,
  low,
  high,
  close,
});

const buy: CallTerms = {
  action: 'buy',
  targetPrice: 110_00,
  stopLoss: 95_00,
  horizonDate: '2026-03-31',
};
const sell: CallTerms = {
  action: 'sell',
  targetPrice: 90_00,
  stopLoss: 105_00,
  horizonDate: '2026-03-31',
};
const hold: CallTerms = {
  action: 'hold',
  targetPrice: 112_00,
  stopLoss: 92_00,
  horizonDate: '2026-03-31',
};

describe('closeCall', () => {
  const cases: Array<{
    name: string;
    call: CallTerms;
    bars: CallBar[];
    asOf?: string;
    expected: ReturnType<typeof closeCall>;
  }> = [
    {
      name: 'a buy stays open while the range stays inside',
      call: buy,
      bars: [bar('2026-01-02', 96_00, 109_00), bar('2026-01-05', 97_00, 109_99)],
      expected: null,
    },
    {
      name: 'a buy reaches its target on the high, closed at the target',
      call: buy,
      bars: [bar('2026-01-02', 99_00, 104_00), bar('2026-01-05', 101_00, 111_50)],
      expected: { status: 'target-hit', closedOn: '2026-01-05', closePrice: 110_00 },
    },
    {
      name: 'a buy touching the target exactly counts',
      call: buy,
      bars: [bar('2026-01-02', 99_00, 110_00)],
      expected: { status: 'target-hit', closedOn: '2026-01-02', closePrice: 110_00 },
    },
    {
      name: 'a buy hits its stop on the low, closed at the stop',
      call: buy,
      bars: [bar('2026-01-02', 98_00, 104_00), bar('2026-01-05', 94_50, 99_00)],
      expected: { status: 'stop-hit', closedOn: '2026-01-05', closePrice: 95_00 },
    },
    {
      name: 'both on one bar: the stop (the cautious reading)',
      call: buy,
      bars: [bar('2026-01-02', 94_00, 111_00)],
      expected: { status: 'stop-hit', closedOn: '2026-01-02', closePrice: 95_00 },
    },
    {
      name: 'the first reached wins: target before a later stop',
      call: buy,
      bars: [bar('2026-01-02', 100_00, 110_50), bar('2026-01-05', 90_00, 100_00)],
      expected: { status: 'target-hit', closedOn: '2026-01-02', closePrice: 110_00 },
    },
    {
      name: 'a sell reaches its target on the low',
      call: sell,
      bars: [bar('2026-01-02', 95_00, 101_00), bar('2026-01-05', 89_50, 95_00)],
      expected: { status: 'target-hit', closedOn: '2026-01-05', closePrice: 90_00 },
    },
    {
      name: 'a sell hits its stop on the high',
      call: sell,
      bars: [bar('2026-01-02', 99_00, 105_00)],
      expected: { status: 'stop-hit', closedOn: '2026-01-02', closePrice: 105_00 },
    },
    {
      name: 'a sell with both on one bar: the stop',
      call: sell,
      bars: [bar('2026-01-02', 89_00, 106_00)],
      expected: { status: 'stop-hit', closedOn: '2026-01-02', closePrice: 105_00 },
    },
    {
      name: 'a hold reaches its upper band',
      call: hold,
      bars: [bar('2026-01-02', 100_00, 112_00)],
      expected: { status: 'target-hit', closedOn: '2026-01-02', closePrice: 112_00 },
    },
    {
      name: 'a hold falls through its lower band',
      call: hold,
      bars: [bar('2026-01-02', 91_00, 100_00)],
      expected: { status: 'stop-hit', closedOn: '2026-01-02', closePrice: 92_00 },
    },
    {
      name: 'past the horizon with neither: expired at the last close on or before it',
      call: buy,
      bars: [
        bar('2026-03-30', 100_00, 104_00, 103_00),
        bar('2026-03-31', 100_00, 104_00, 102_50),
        bar('2026-04-01', 80_00, 120_00, 100_00),
      ],
      expected: { status: 'expired', closedOn: '2026-03-31', closePrice: 102_50 },
    },
    {
      name: 'bars after the horizon do not count as hits',
      call: sell,
      bars: [bar('2026-03-27', 96_00, 100_00, 98_00), bar('2026-04-01', 80_00, 99_00)],
      expected: { status: 'expired', closedOn: '2026-03-27', closePrice: 98_00 },
    },
    {
      name: 'on the horizon day itself the call is still open',
      call: buy,
      bars: [bar('2026-03-31', 100_00, 104_00)],
      expected: null,
    },
    {
      name: 'the market past the horizon without a bar of the stock: expired (asOf)',
      call: buy,
      bars: [bar('2026-03-20', 100_00, 104_00, 101_00)],
      asOf: '2026-04-02',
      expected: { status: 'expired', closedOn: '2026-03-20', closePrice: 101_00 },
    },
    {
      name: 'no bars yet: open',
      call: buy,
      bars: [],
      expected: null,
    },
  ];
  it.each(cases)('$name', ({ call, bars, asOf, expected }) => {
    expect(asOf === undefined ? closeCall(call, bars) : closeCall(call, bars, asOf)).toEqual(
      expected,
    );
  });

  it('expires at the entry price when no bar came before the horizon', () => {
    expect(closeCall({ ...buy, entryPrice: 100_00 }, [], '2026-04-01')).toEqual({
      status: 'expired',
      closedOn: '2026-03-31',
      closePrice: 100_00,
    });
  });
});

describe('directionalReturn', () => {
  it.each([
    { action: 'buy' as const, entry: 100_00, price: 110_00, expected: 10 },
    { action: 'buy' as const, entry: 100_00, price: 95_00, expected: -5 },
    { action: 'hold' as const, entry: 200_00, price: 210_00, expected: 5 },
    { action: 'sell' as const, entry: 100_00, price: 90_00, expected: 10 },
    { action: 'sell' as const, entry: 100_00, price: 105_00, expected: -5 },
  ])('$action from $entry to $price: $expected %', ({ action, entry, price, expected }) => {
    expect(directionalReturn(action, entry, price)).toBeCloseTo(expected, 10);
  });

  it('is null without an entry', () => {
    expect(directionalReturn('buy', 0, 100)).toBeNull();
  });
});

describe('the price rule', () => {
  it.each([
    { action: 'buy' as const, target: 110, stop: 90, breaks: [] },
    { action: 'buy' as const, target: 100, stop: 90, breaks: ['targetPrice'] },
    { action: 'buy' as const, target: 110, stop: 100, breaks: ['stopLoss'] },
    { action: 'sell' as const, target: 90, stop: 110, breaks: [] },
    { action: 'sell' as const, target: 110, stop: 90, breaks: ['targetPrice', 'stopLoss'] },
    { action: 'hold' as const, target: 105, stop: 95, breaks: [] },
    { action: 'hold' as const, target: 95, stop: 105, breaks: ['targetPrice', 'stopLoss'] },
  ])('$action target $target stop $stop at 100', ({ action, target, stop, breaks }) => {
    expect(
      priceRuleBreaks({ action, targetPrice: target, stopLoss: stop }, 100).map((b) => b.field),
    ).toEqual(breaks);
  });

  it('says what it asks in plain words', () => {
    expect(priceRuleText('buy', { field: 'targetPrice', side: 'above' }, '₹2,431.50')).toBe(
      'A buy’s target is above today’s close ₹2,431.50',
    );
    expect(priceRuleText('sell', { field: 'stopLoss', side: 'above' }, '₹10.00')).toBe(
      'A sell’s stop-loss is above today’s close ₹10.00',
    );
  });
});

describe('trackRecord', () => {
  it('counts, takes the hit rate over closed calls and averages the returns', () => {
    expect(
      trackRecord([
        { status: 'target-hit', returnPercent: 10, niftyReturnPercent: 4 },
        { status: 'stop-hit', returnPercent: -8, niftyReturnPercent: -2 },
        { status: 'expired', returnPercent: 1, niftyReturnPercent: null },
        { status: 'open', returnPercent: 3, niftyReturnPercent: 1 },
      ]),
    ).toEqual({
      calls: 4,
      open: 1,
      closed: 3,
      hits: 1,
      hitRate: 33.33,
      averageReturnPercent: 1.5,
      averageNiftyPercent: 1,
    });
  });

  it('has no rates before any call', () => {
    expect(trackRecord([])).toEqual({
      calls: 0,
      open: 0,
      closed: 0,
      hits: 0,
      hitRate: null,
      averageReturnPercent: null,
      averageNiftyPercent: null,
    });
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
  });
});
