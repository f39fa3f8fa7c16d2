import { describe, expect, it } from 'vitest';
import {
  blockingPrice,
  checkOrder,
  immediateFill,
  matchBar,
  priceBand,
  type OrderInput,
  type RestingOrder,
} from '@/features/portfolio/model/order-rules';

// The paper broker's order rules (issue 11, Deliver 1), each as a case. Last price ₹1,000.00.
const LAST = 100_000;
const order = (over: Partial<OrderInput>): OrderInput => ({
  side: 'BUY',
  quantity: 1,
  orderType: 'MARKET',
  ...over,
});

describe('the price band and tick', () => {
  it.each([
    [100_000, 80_000, 120_000],
    [12_345, 9_880, 14_810], // 98.76 -> up to the tick; 148.14 -> down to the tick
    [10, 10, 10], // ₹0.10: only the close itself is on the tick inside ±20 %
  ])('previous close %i: band %i to %i', (close, low, high) => {
    expect(priceBand(close)).toEqual({ low, high });
  });
});

describe('checking an order', () => {
  it.each<[string, Partial<OrderInput>, Array<[string, RegExp]>]>([
    ['a market buy of 1', {}, []],
    ['zero shares', { quantity: 0 }, [['quantity', /whole number/]]],
    ['a fraction of a share', { quantity: 1.5 }, [['quantity', /whole number/]]],
    ['too many shares', { quantity: 1_00_001 }, [['quantity', /At most 1,00,000/]]],
    ['a market order with a price', { pricePaise: LAST }, [['price', /takes no price/]]],
    ['a limit without a price', { orderType: 'LIMIT' }, [['price', /needs a price/]]],
    ['a limit off the tick', { orderType: 'LIMIT', pricePaise: 99_999 }, [['price', /₹0.05/]]],
    ['a limit on the tick', { orderType: 'LIMIT', pricePaise: 99_995 }, []],
    [
      'a limit above the band',
      { orderType: 'LIMIT', pricePaise: 120_005 },
      [['price', /between ₹800.00 and ₹1,200.00/]],
    ],
    ['a limit at the band edge', { orderType: 'LIMIT', pricePaise: 120_000 }, []],
    ['a limit below the band', { orderType: 'LIMIT', pricePaise: 79_995 }, [['price', /between/]]],
    [
      'a limit with a trigger',
      { orderType: 'LIMIT', pricePaise: LAST, triggerPricePaise: LAST },
      [['triggerPrice', /takes no trigger/]],
    ],
    ['SL-M without a trigger', { orderType: 'SL-M' }, [['triggerPrice', /needs a trigger/]]],
    ['SL-M buy triggering above', { orderType: 'SL-M', triggerPricePaise: 101_000 }, []],
    [
      'SL-M buy triggering below',
      { orderType: 'SL-M', triggerPricePaise: 99_000 },
      [['triggerPrice', /above the last price/]],
    ],
    [
      'SL-M sell triggering below',
      { side: 'SELL', orderType: 'SL-M', triggerPricePaise: 99_000 },
      [],
    ],
    [
      'SL-M sell triggering above',
      { side: 'SELL', orderType: 'SL-M', triggerPricePaise: 101_000 },
      [['triggerPrice', /below the last price/]],
    ],
    [
      'SL-M with a price',
      { orderType: 'SL-M', triggerPricePaise: 101_000, pricePaise: 101_000 },
      [['price', /takes no price/]],
    ],
    [
      'SL buy, limit above trigger',
      { orderType: 'SL', triggerPricePaise: 101_000, pricePaise: 101_500 },
      [],
    ],
    [
      'SL buy, limit below trigger',
      { orderType: 'SL', triggerPricePaise: 101_000, pricePaise: 100_500 },
      [['price', /at or above its trigger/]],
    ],
    [
      'SL sell, limit above trigger',
      { side: 'SELL', orderType: 'SL', triggerPricePaise: 99_000, pricePaise: 99_500 },
      [['price', /at or below its trigger/]],
    ],
    [
      'SL without anything',
      { orderType: 'SL' },
      [
        ['price', /needs a price/],
        ['triggerPrice', /needs a trigger/],
      ],
    ],
    [
      'a trigger off the tick',
      { orderType: 'SL-M', triggerPricePaise: 101_001 },
      [['triggerPrice', /₹0.05/]],
    ],
  ])('%s', (_name, over, expected) => {
    const problems = checkOrder(order(over), LAST);
    expect(problems.map((problem) => problem.field)).toEqual(expected.map(([field]) => field));
    problems.forEach((problem, at) => expect(problem.detail).toMatch(expected[at]![1]));
  });
});

describe('filling at once, and what an open buy blocks', () => {
  it.each<[string, Partial<OrderInput>, number | null, number]>([
    ['market buy', {}, LAST, LAST],
    ['market sell', { side: 'SELL' }, LAST, LAST],
    ['limit buy above the last price', { orderType: 'LIMIT', pricePaise: 101_000 }, LAST, 101_000],
    ['limit buy below it rests', { orderType: 'LIMIT', pricePaise: 99_000 }, null, 99_000],
    [
      'limit sell below it fills',
      { side: 'SELL', orderType: 'LIMIT', pricePaise: 99_000 },
      LAST,
      99_000,
    ],
    [
      'limit sell above it rests',
      { side: 'SELL', orderType: 'LIMIT', pricePaise: 101_000 },
      null,
      101_000,
    ],
    [
      'SL rests',
      { orderType: 'SL', pricePaise: 102_000, triggerPricePaise: 101_000 },
      null,
      102_000,
    ],
    [
      'SL-M rests, blocks at its trigger',
      { orderType: 'SL-M', triggerPricePaise: 101_000 },
      null,
      101_000,
    ],
  ])('%s', (_name, over, fill, block) => {
    expect(immediateFill(order(over), LAST)).toBe(fill);
    expect(blockingPrice(order(over), LAST)).toBe(block);
  });
});

describe('a resting order against a later bar', () => {
  const bar = (open: number, high: number, low: number) => ({
    date: '2026-11-23',
    open,
    high,
    low,
    close: open,
  });
  const resting = (over: Partial<RestingOrder>): RestingOrder => ({
    side: 'BUY',
    orderType: 'LIMIT',
    status: 'OPEN',
    pricePaise: 99_000,
    triggerPricePaise: null,
    ...over,
  });
  it.each<[string, Partial<RestingOrder>, ReturnType<typeof bar>, unknown]>([
    [
      'limit buy, the day trades down to it',
      {},
      bar(100_000, 100_500, 98_500),
      { kind: 'fill', pricePaise: 99_000 },
    ],
    [
      'limit buy, the day opens below it',
      {},
      bar(98_000, 99_500, 97_500),
      { kind: 'fill', pricePaise: 98_000 },
    ],
    [
      'limit buy, never reached',
      {},
      bar(100_000, 101_000, 99_050),
      { kind: 'rest', status: 'OPEN' },
    ],
    [
      'limit sell, reached',
      { side: 'SELL', pricePaise: 101_000 },
      bar(100_000, 101_500, 99_000),
      { kind: 'fill', pricePaise: 101_000 },
    ],
    [
      'limit sell, gaps above',
      { side: 'SELL', pricePaise: 101_000 },
      bar(102_000, 103_000, 101_500),
      { kind: 'fill', pricePaise: 102_000 },
    ],
    [
      'SL-M buy, triggered inside the day',
      {
        orderType: 'SL-M',
        status: 'TRIGGER PENDING',
        pricePaise: null,
        triggerPricePaise: 101_000,
      },
      bar(100_000, 101_500, 99_500),
      { kind: 'fill', pricePaise: 101_000 },
    ],
    [
      'SL-M buy, gaps through the trigger',
      {
        orderType: 'SL-M',
        status: 'TRIGGER PENDING',
        pricePaise: null,
        triggerPricePaise: 101_000,
      },
      bar(103_000, 104_000, 102_000),
      { kind: 'fill', pricePaise: 103_000 },
    ],
    [
      'SL-M buy, not triggered',
      {
        orderType: 'SL-M',
        status: 'TRIGGER PENDING',
        pricePaise: null,
        triggerPricePaise: 101_000,
      },
      bar(100_000, 100_900, 99_000),
      { kind: 'rest', status: 'TRIGGER PENDING' },
    ],
    [
      'SL sell, triggered within its limit',
      {
        side: 'SELL',
        orderType: 'SL',
        status: 'TRIGGER PENDING',
        pricePaise: 94_000,
        triggerPricePaise: 95_000,
      },
      bar(96_000, 96_500, 94_500),
      { kind: 'fill', pricePaise: 95_000 },
    ],
    [
      'SL sell, gaps below its limit: rests as a limit',
      {
        side: 'SELL',
        orderType: 'SL',
        status: 'TRIGGER PENDING',
        pricePaise: 94_000,
        triggerPricePaise: 95_000,
      },
      bar(93_000, 93_500, 92_000),
      { kind: 'rest', status: 'OPEN' },
    ],
  ])('%s', (_name, over, day, outcome) => {
    expect(matchBar(resting(over), day)).toEqual(outcome);
  });
});
