import { describe, expect, it } from 'vitest';
import {
  CHARGE_SCHEDULE,
  chargesFor,
  estimateBuyCost,
  ratesOn,
  type TradeCharges,
} from '@/features/portfolio/model/charges';

// Worked contract notes for NSE delivery (issue text): brokerage 0, STT 0.1 % both sides
// (rounded to the rupee), NSE transaction 0.00297 % from 2024-10-01 (0.00345 % before),
// SEBI ₹10/crore, stamp 0.015 % on buys, GST 18 % on brokerage + transaction + SEBI (on the
// rounded parts), DP ₹15.34 per scrip sold per day. Other parts to the paisa, halves up.

const charges = (c: Omit<TradeCharges, 'total'>): TradeCharges => ({
  ...c,
  total: c.brokerage + c.stt + c.transaction + c.sebi + c.stamp + c.gst + c.dp,
});

describe('chargesFor', () => {
  it.each<[string, Parameters<typeof chargesFor>[0], TradeCharges, number]>([
    [
      // value ₹15,000: STT ₹15; txn 44.55 → 45; SEBI 1.5 → 2; stamp 225; GST 18 % × 47 = 8.46 → 8
      'buy 10 × ₹1,500.00 on 2025-06-02',
      { side: 'BUY', valuePaise: 1_500_000, date: '2025-06-02', dpCharge: false },
      charges({ brokerage: 0, stt: 1_500, transaction: 45, sebi: 2, stamp: 225, gst: 8, dp: 0 }),
      1_780,
    ],
    [
      'sell 10 × ₹1,500.00, first sell of the scrip that day (DP ₹15.34)',
      { side: 'SELL', valuePaise: 1_500_000, date: '2025-06-02', dpCharge: true },
      charges({ brokerage: 0, stt: 1_500, transaction: 45, sebi: 2, stamp: 0, gst: 8, dp: 1_534 }),
      3_089,
    ],
    [
      'sell 10 × ₹1,500.00, a later sell of the scrip that day (no DP)',
      { side: 'SELL', valuePaise: 1_500_000, date: '2025-06-02', dpCharge: false },
      charges({ brokerage: 0, stt: 1_500, transaction: 45, sebi: 2, stamp: 0, gst: 8, dp: 0 }),
      1_555,
    ],
    [
      // old row: txn 0.00345 % = 51.75 → 52; GST 18 % × 54 = 9.72 → 10
      'the same buy on 2024-09-30, the last day of the old rates',
      { side: 'BUY', valuePaise: 1_500_000, date: '2024-09-30', dpCharge: false },
      charges({ brokerage: 0, stt: 1_500, transaction: 52, sebi: 2, stamp: 225, gst: 10, dp: 0 }),
      1_789,
    ],
    [
      'the same buy on 2024-10-01, the first day of the new rates',
      { side: 'BUY', valuePaise: 1_500_000, date: '2024-10-01', dpCharge: false },
      charges({ brokerage: 0, stt: 1_500, transaction: 45, sebi: 2, stamp: 225, gst: 8, dp: 0 }),
      1_780,
    ],
    [
      // ₹100 crore: STT ₹10 lakh; txn ₹29,700; SEBI ₹1,000; stamp ₹1.5 lakh; GST 18 % × ₹30,700
      'buy ₹100 crore, exact',
      { side: 'BUY', valuePaise: 100_000_000_000, date: '2025-06-02', dpCharge: false },
      charges({
        brokerage: 0,
        stt: 100_000_000,
        transaction: 2_970_000,
        sebi: 100_000,
        stamp: 15_000_000,
        gst: 552_600,
        dp: 0,
      }),
      118_622_600,
    ],
    [
      // 999,999,999,999 paise: STT ₹9,99,999.99999 → ₹10,00,000; txn 29,699,999.99997 →
      // 29,700,000; SEBI 999,999.999999 → 1,000,000; GST 18 % × 30,700,000 = 5,526,000
      'sell ₹1,000 crore less a paisa, exact',
      { side: 'SELL', valuePaise: 999_999_999_999, date: '2025-06-02', dpCharge: true },
      charges({
        brokerage: 0,
        stt: 1_000_000_000,
        transaction: 29_700_000,
        sebi: 1_000_000,
        stamp: 0,
        gst: 5_526_000,
        dp: 1_534,
      }),
      1_036_227_534,
    ],
    [
      // STT 0.105 paise → ₹0; txn 0.0031 → 0; stamp 0.01575 → 0
      'buy 1 share of ₹1.05',
      { side: 'BUY', valuePaise: 105, date: '2025-06-02', dpCharge: false },
      charges({ brokerage: 0, stt: 0, transaction: 0, sebi: 0, stamp: 0, gst: 0, dp: 0 }),
      0,
    ],
    [
      'sell 1 share of ₹1.05 still pays the DP charge',
      { side: 'SELL', valuePaise: 105, date: '2025-06-02', dpCharge: true },
      charges({ brokerage: 0, stt: 0, transaction: 0, sebi: 0, stamp: 0, gst: 0, dp: 1_534 }),
      1_534,
    ],
    [
      // STT exactly ₹2.50 → ₹3; txn 7.425 → 7; SEBI 0.25 → 0; stamp 37.5 → 38; GST 1.26 → 1
      'buy ₹2,500: STT ₹2.50 rounds up to ₹3',
      { side: 'BUY', valuePaise: 250_000, date: '2025-06-02', dpCharge: false },
      charges({ brokerage: 0, stt: 300, transaction: 7, sebi: 0, stamp: 38, gst: 1, dp: 0 }),
      346,
    ],
    [
      // STT ₹2.49999 → ₹2; txn 7.42497 → 7; stamp 37.49985 → 37
      'buy ₹2,499.99: STT just under ₹2.50 rounds down to ₹2',
      { side: 'BUY', valuePaise: 249_999, date: '2025-06-02', dpCharge: false },
      charges({ brokerage: 0, stt: 200, transaction: 7, sebi: 0, stamp: 37, gst: 1, dp: 0 }),
      245,
    ],
    [
      'sell ₹15,500: STT ₹15.50 rounds up to ₹16',
      { side: 'SELL', valuePaise: 1_550_000, date: '2025-06-02', dpCharge: false },
      // txn 46.035 → 46; SEBI 1.55 → 2; GST 18 % × 48 = 8.64 → 9
      charges({ brokerage: 0, stt: 1_600, transaction: 46, sebi: 2, stamp: 0, gst: 9, dp: 0 }),
      1_657,
    ],
  ])('%s', (_name, input, expected, total) => {
    const result = chargesFor(input);
    expect(result).toEqual(expected);
    expect(result.total).toBe(total);
  });

  it.each([
    ['a negative value', -1],
    ['a fractional value', 10.5],
  ])('refuses %s', (_name, valuePaise) => {
    expect(() =>
      chargesFor({ side: 'BUY', valuePaise, date: '2025-06-02', dpCharge: false }),
    ).toThrow(RangeError);
  });
});

describe('ratesOn', () => {
  it.each([
    ['2021-01-01', '2021-01-01'],
    ['2024-09-30', '2021-01-01'],
    ['2024-10-01', '2024-10-01'],
    ['2026-03-31', '2024-10-01'],
  ])('%s uses the row from %s', (date, from) => {
    expect(ratesOn(date).from).toBe(from);
  });

  it.each(['2020-12-31', '2025-02-29', '02-06-2025'])('throws RangeError for %s', (date) => {
    expect(() => ratesOn(date)).toThrow(RangeError);
  });

  it('keeps the schedule oldest first', () => {
    const froms = CHARGE_SCHEDULE.map((row) => row.from);
    expect(froms).toEqual([...froms].sort());
  });
});

describe('estimateBuyCost', () => {
  it('adds the buy charges to the value', () => {
    expect(estimateBuyCost(1_500_000, '2025-06-02')).toBe(1_501_780);
  });
});
