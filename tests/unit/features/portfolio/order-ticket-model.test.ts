import { describe, expect, it } from 'vitest';
import {
  changeOf,
  draftOfOrder,
  newDraft,
  previewOf,
  readDraft,
  requestOf,
  sharesForAmount,
  todayInIndia,
  type TicketDraft,
} from '@/features/portfolio/components/order-ticket-model';
import {
  confirmLine,
  notSentText,
  OFFLINE_NOT_SENT,
  orderLabel,
  resultText,
} from '@/features/portfolio/components/order-ticket-text';
import { chargesFor } from '@/features/portfolio/model/charges';
import { rupeesTextToPaise } from '@/features/portfolio/model/format';
import { order } from './holdings-fixtures';

// The ticket's pure rules (issue 11): typed rupees to paise, the draft read into an order the
// shared order rules check, the preview from the contract-note charges, what a modify sends,
// and the sentences a user reads.

const LAST = 150_000; // ₹1,500.00
const draft = (fields: Partial<TicketDraft>): TicketDraft => ({ ...newDraft('BUY'), ...fields });

describe('rupees typed into a ticket', () => {
  it.each([
    ['1520.05', 152_005],
    ['1,520.5', 152_050],
    ['₹ 1520', 152_000],
    ['0.05', 5],
    ['', null],
    ['  ', null],
  ])('%j is %j paise', (text, paise) => {
    expect(rupeesTextToPaise(text)).toBe(paise);
  });

  it.each(['1520.055', 'abc', '-5', '1e3', '12.3.4'])('%j is not an amount', (text) => {
    expect(rupeesTextToPaise(text)).toBeNaN();
  });
});

describe('reading a draft', () => {
  it.each([
    ['no quantity yet', draft({}), { quantity: 'Enter a whole number of shares, 1 or more' }],
    [
      'a fraction of a share',
      draft({ quantity: '1.5' }),
      { quantity: 'Enter a whole number of shares' },
    ],
    ['a market order', draft({ quantity: '2' }), {}],
    [
      'a limit without price',
      draft({ quantity: '2', orderType: 'LIMIT' }),
      { price: 'A LIMIT order needs a price' },
    ],
    [
      'a limit off the tick',
      draft({ quantity: '2', orderType: 'LIMIT', price: '1499.03' }),
      { price: 'The price must be a multiple of ₹0.05 (the tick size)' },
    ],
    [
      'a limit outside the band',
      draft({ quantity: '2', orderType: 'LIMIT', price: '2000' }),
      { price: 'The price must be between ₹1,200.00 and ₹1,800.00 today' },
    ],
    [
      'a stop-loss buy below the last price',
      draft({ quantity: '2', orderType: 'SL-M', triggerPrice: '1400' }),
      { triggerPrice: 'A stop-loss buy triggers above the last price (₹1,500.00)' },
    ],
    [
      'a price with three decimals',
      draft({ quantity: '2', orderType: 'LIMIT', price: '1500.005' }),
      { price: 'Enter rupees with at most two decimals, like 1520.05' },
    ],
    [
      'an amount too small for one share',
      draft({ mode: 'amount', amount: '1000' }),
      { amount: 'Not enough for one share at the last price' },
    ],
  ])('%s', (_case, typed, errors) => {
    expect(readDraft(typed, LAST).errors).toEqual(errors);
  });

  it('ignores the price of a type that takes none', () => {
    const { order: read } = readDraft(draft({ quantity: '2', price: '1400' }), LAST);
    expect(read.pricePaise).toBeNull();
  });

  it.each([
    [5_000_00, 150_000, 3],
    [4_500_00, 150_000, 3],
    [4_499_99, 150_000, 2],
    [100, 0, 0],
  ])('₹%i paise buys %i at %i paise: %i shares', (amount, price, shares) => {
    expect(sharesForAmount(amount, price)).toBe(shares);
  });
});

describe('the preview', () => {
  const date = '2026-11-23';
  const context = {
    lastPricePaise: LAST,
    date,
    availablePaise: 3_000_00,
    holding: { quantity: 10, freeQuantity: 6, invested: 1_400_000 },
  };

  it('adds every charge to a buy and averages the new position with them (STT aside)', () => {
    const { order: buy } = readDraft(draft({ quantity: '2' }), LAST);
    const preview = previewOf(buy, context);
    const charges = chargesFor({ side: 'BUY', valuePaise: 300_000, date, dpCharge: true });
    expect(preview).toMatchObject({
      quantity: 2,
      pricePaise: LAST,
      fillsNow: true,
      value: 300_000,
      charges,
      total: 300_000 + charges.total,
      shortOfFunds: true,
      tooManyShares: false,
    });
    const cost = 1_400_000 + 300_000 + charges.total - charges.stt;
    expect(preview?.position).toEqual({ quantity: 12, averagePrice: Math.round(cost / 12) });
  });

  it('takes the charges off a sale and flags more shares than are free', () => {
    const { order: sell } = readDraft(
      draft({ side: 'SELL', quantity: '7', orderType: 'LIMIT', price: '1600' }),
      LAST,
    );
    const preview = previewOf(sell, context);
    const charges = chargesFor({ side: 'SELL', valuePaise: 1_120_000, date, dpCharge: true });
    expect(charges.dp).toBe(1_534);
    expect(preview).toMatchObject({
      pricePaise: 160_000,
      fillsNow: false,
      total: 1_120_000 - charges.total,
      tooManyShares: true,
      position: { quantity: 3, averagePrice: null },
    });
  });

  it('has nothing to show without a quantity', () => {
    expect(previewOf(readDraft(draft({}), LAST).order, context)).toBeNull();
  });
});

describe('what is sent', () => {
  it('places only the prices the type takes', () => {
    const { order: sl } = readDraft(
      draft({ side: 'SELL', quantity: '5', orderType: 'SL', price: '1400', triggerPrice: '1410' }),
      LAST,
    );
    expect(requestOf('INFY', sl)).toEqual({
      exchange: 'NSE',
      symbol: 'INFY',
      side: 'SELL',
      quantity: 5,
      orderType: 'SL',
      price: 140_000,
      triggerPrice: 141_000,
    });
  });

  const resting = order({
    symbol: 'INFY',
    side: 'BUY',
    quantity: 2,
    orderType: 'LIMIT',
    price: 145_000,
    status: 'OPEN',
  });
  it.each([
    ['nothing', {}, {}],
    ['the quantity', { quantity: '3' }, { quantity: 3 }],
    ['the price', { price: '1460' }, { price: 146_000 }],
    ['to market', { orderType: 'MARKET' as const }, { orderType: 'MARKET', price: null }],
    [
      'to stop-loss market',
      { orderType: 'SL-M' as const, triggerPrice: '1510' },
      { orderType: 'SL-M', price: null, triggerPrice: 151_000 },
    ],
  ])('a change of %s sends only that', (_case, typed, change) => {
    const { order: read } = readDraft({ ...draftOfOrder(resting), ...typed }, LAST);
    expect(changeOf(resting, read)).toEqual(change);
  });

  it('starts a modify from the order as it is', () => {
    expect(draftOfOrder(resting)).toMatchObject({
      quantity: '2',
      orderType: 'LIMIT',
      price: '1450.00',
    });
  });
});

describe('the ticket’s sentences', () => {
  const input = (fields: Partial<Parameters<typeof orderLabel>[1]>) => ({
    side: 'BUY' as const,
    quantity: 2,
    orderType: 'MARKET' as const,
    pricePaise: null,
    triggerPricePaise: null,
    ...fields,
  });
  it.each([
    [input({}), 'Buy 2 INFY at market'],
    [input({ orderType: 'LIMIT', pricePaise: 150_005 }), 'Buy 2 INFY at ₹1,500.05 or better'],
    [
      input({ side: 'SELL', orderType: 'SL', pricePaise: 140_000, triggerPricePaise: 141_000 }),
      'Sell 2 INFY at ₹1,400.00 or better once it reaches ₹1,410.00',
    ],
    [
      input({ side: 'SELL', orderType: 'SL-M', triggerPricePaise: 141_000 }),
      'Sell 2 INFY at market once it reaches ₹1,410.00',
    ],
  ])('%j reads "%s"', (order, text) => {
    expect(orderLabel('INFY', order)).toBe(text);
  });

  it('states the cost with charges on confirm', () => {
    expect(confirmLine('INFY', input({}), 301_245)).toBe(
      'Buy 2 INFY at market ≈ ₹3,012.45 with charges',
    );
    expect(confirmLine('INFY', input({ side: 'SELL' }), 299_000)).toBe(
      'Sell 2 INFY at market ≈ ₹2,990.00 after charges',
    );
  });

  it.each([
    [{ status: 'COMPLETE' as const, averagePrice: 150_000 }, 'success', 'Bought 2 INFY'],
    [
      { status: 'OPEN' as const, orderType: 'LIMIT' as const, price: 145_000 },
      'info',
      'Placed: waiting for the price',
    ],
    [
      { status: 'TRIGGER PENDING' as const, triggerPrice: 155_000 },
      'info',
      'Placed: waiting for the price',
    ],
    [{ status: 'REJECTED' as const, statusMessage: 'Not enough funds' }, 'error', 'Rejected'],
  ])('a %j answer is "%s: %s"', (fields, tone, title) => {
    const text = resultText(order({ symbol: 'INFY', side: 'BUY', quantity: 2, ...fields }));
    expect(text).toMatchObject({ tone, title });
  });

  it('gives the rejection’s reason', () => {
    const text = resultText(
      order({
        symbol: 'INFY',
        side: 'SELL',
        quantity: 9,
        status: 'REJECTED',
        statusMessage: 'You hold 4 shares',
      }),
    );
    expect(text.detail).toBe('You hold 4 shares');
  });

  it.each([
    [null, OFFLINE_NOT_SENT],
    ['No connection: it will be sent when you are back online', OFFLINE_NOT_SENT],
    [
      'Waiting for you to sign in again',
      'Not sent: Waiting for you to sign in again. It will wait on this device; confirm it again from “Waiting to send” when you are ready.',
    ],
  ])('not sent because %j', (reason, text) => {
    expect(notSentText(reason)).toBe(text);
  });

  it('dates charges by India’s day', () => {
    expect(todayInIndia(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
    expect(todayInIndia(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-23');
  });
});
