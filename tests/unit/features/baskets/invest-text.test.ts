import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  groupSummary,
  legText,
  notSentText,
  OFFLINE_NOT_SENT,
  previewTotals,
  readInvestAmount,
} from '@/features/baskets/components/basket-invest-text';
import type { InvestPreview } from '@/features/baskets/model/contract';
import { investment, leg, previewOrder } from './summary-fixtures';

// The invest step's rules (issue 13, Deliver 7 and 8): the amount is at least the basket's
// minimum investment, the preview's totals add up from its orders, and a group's outcome says
// what went through and what to retry, never asking to buy again what did.

describe('the amount to invest', () => {
  const minimum = 5_900_000; // ₹59,000
  it.each([
    ['the minimum itself', '59000', minimum, { amount: 5_900_000 }],
    ['with grouping and paise', '₹1,00,000.50', minimum, { amount: 10_000_050 }],
    ['nothing typed', '', minimum, { error: 'Enter the amount to invest' }],
    [
      'not an amount',
      '59k',
      minimum,
      { error: 'Enter an amount in rupees, like 25000 or 25000.50' },
    ],
    [
      'below the minimum',
      '58999.99',
      minimum,
      {
        error:
          'Invest at least ₹59,000.00: less cannot buy whole shares of every stock in its weight',
      },
    ],
    [
      'below the API’s ₹500 when the minimum is less',
      '400',
      10_000,
      {
        error: 'Invest at least ₹500.00: less cannot buy whole shares of every stock in its weight',
      },
    ],
    [
      'above ₹10 crore',
      '100000000.01',
      minimum,
      { error: 'Invest at most ₹10,00,00,000.00 at a time' },
    ],
  ])('%s', (_, text, least, expected) => {
    expect(readInvestAmount(text, least)).toEqual(expected);
  });

  it.each([
    [5_900_000, '59000'],
    [150_050, '1500.50'],
    [150_005, '1500.05'],
  ])('%i paise prefills the box as %j', (paise, text) => {
    expect(amountInputText(paise)).toBe(text);
    expect(readInvestAmount(text, 0).amount ?? paise).toBe(paise);
  });
});

describe('the preview’s totals', () => {
  const preview = (fields: Partial<InvestPreview>): InvestPreview => ({
    asOf: '2026-01-12',
    amount: 1_000_000,
    orders: [],
    total: 0,
    charges: 0,
    leftover: 0,
    minimumInvestment: 500_000,
    available: 50_000_000,
    ...fields,
  });
  it.each([
    [
      'two orders within the cash',
      preview({
        orders: [
          previewOrder({ symbol: 'INFY', value: 450_000, charges: 600 }),
          previewOrder({ symbol: 'TCS', value: 520_000, charges: 700 }),
        ],
      }),
      { value: 970_000, charges: 1_300, total: 971_300, leftover: 28_700, shortBy: 0 },
    ],
    [
      'more than the cash available',
      preview({
        available: 900_000,
        orders: [previewOrder({ symbol: 'INFY', value: 990_000, charges: 1_000 })],
      }),
      { value: 990_000, charges: 1_000, total: 991_000, leftover: 9_000, shortBy: 91_000 },
    ],
    [
      'no orders',
      preview({ orders: [] }),
      { value: 0, charges: 0, total: 0, leftover: 1_000_000, shortBy: 0 },
    ],
  ])('%s', (_, input, expected) => {
    expect(previewTotals(input)).toEqual(expected);
  });
});

describe('one order’s outcome', () => {
  it.each([
    [leg({ symbol: 'INFY', quantity: 1200, price: 150_000 }), 'Bought 1,200 INFY at ₹1,500.00'],
    [leg({ symbol: 'TCS', side: 'SELL', quantity: 3, price: 350_000 }), 'Sold 3 TCS at ₹3,500.00'],
    [
      leg({ symbol: 'ITC', status: 'REJECTED', message: 'Not enough cash in the account' }),
      'ITC not bought: Not enough cash in the account',
    ],
    [
      leg({ symbol: 'ITC', side: 'SELL', status: 'FAILED', message: null }),
      'ITC not sold: the paper broker did not accept the order',
    ],
  ])('%#: %s', (input, text) => {
    expect(legText(input)).toBe(text);
  });
});

describe('what a group of orders did', () => {
  const rejected = (symbol: string) =>
    leg({ symbol, status: 'REJECTED', message: 'Not enough cash', orderId: null });
  it.each([
    [
      'every order went through',
      investment({ spent: 602_400 }),
      {
        tone: 'success',
        title: 'All 2 orders went through',
        detail: 'Your basket is bought. ₹6,024.00 went in, charges included.',
      },
    ],
    [
      'a partial group: retry only the failed',
      investment({
        status: 'partial',
        spent: 301_200,
        orders: [leg({ symbol: 'INFY' }), rejected('TCS'), rejected('ITC')],
      }),
      {
        tone: 'warning',
        title: '1 of 3 orders went through, 2 did not',
        detail:
          '₹3,012.00 went in, charges included. Retry them below: what went through is not bought again.',
      },
    ],
    [
      'nothing went through',
      investment({ status: 'failed', spent: 0, orders: [rejected('INFY'), rejected('TCS')] }),
      {
        tone: 'error',
        title: 'None of the 2 orders went through',
        detail: 'Nothing was bought. Retry them below when the reasons are fixed.',
      },
    ],
    [
      'a rebalance with a failed buy',
      investment({
        kind: 'rebalance',
        status: 'partial',
        orders: [leg({ symbol: 'INFY', side: 'SELL' }), rejected('TCS')],
      }),
      {
        tone: 'warning',
        title: '1 of 2 orders went through, 1 did not',
        detail: 'Check the reasons below; the rest of the rebalance stands.',
      },
    ],
    [
      'a complete rebalance',
      investment({ kind: 'rebalance', orders: [leg({ symbol: 'INFY', side: 'SELL' })] }),
      {
        tone: 'success',
        title: 'The order went through',
        detail: 'Your basket is back in its weights.',
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(groupSummary(input)).toEqual(expected);
  });
});

describe('not sent', () => {
  it.each([
    [null, OFFLINE_NOT_SENT],
    ['No connection to the server', OFFLINE_NOT_SENT],
    [
      'The server could not answer.',
      'Not sent: The server could not answer. It waits on this device; confirm it again from “Waiting to send” when you are ready.',
    ],
  ])('%j', (reason, text) => {
    expect(notSentText(reason)).toBe(text);
  });
});
