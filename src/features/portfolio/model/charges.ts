// Contract-note charges for NSE delivery (CNC) equity trades, from a dated table so rates can
// change (issue text). Sources of the rates:
// - STT 0.1 % on buy and sell of delivery equity: Finance (No. 2) Act 2004, Chapter VII, s.98.
// - Stamp duty 0.015 % on the buyer of delivery equity: Indian Stamp Act 1899 as amended by the
//   Finance Act 2019 (in force 1 July 2020), collected by the exchange.
// - SEBI turnover fee ₹10 per crore: the fee schedule of the SEBI (Stock Brokers) Regulations.
// - NSE transaction charge 0.00297 % from 1 Oct 2024 (NSE's uniform "true to label" charges after
//   SEBI's July 2024 circular); 0.00345 % is used for the earlier row, as the issue gives it
//   (NSE revised that rate in between; those intermediate revisions are not modelled).
// - GST 18 % on brokerage + transaction charge + SEBI fee (IGST on services).
// - DP charge: the depository participant's fee per scrip sold per day, already including GST.
// Rounding: STT to the nearest RUPEE, halves up, as contract notes show it; every other part to
// the nearest paisa, halves up; GST on the already-rounded brokerage + transaction + SEBI fee;
// total = the sum of the rounded parts. Amounts are integer paise; rates are micro-percent
// (see money.ts).

import { assertIsoDate } from './financial-year';
import {
  assertNonNegative,
  fromPercent,
  mulDivRound,
  percentOfPaise,
  percentOfPaiseToRupee,
} from './money';

/** One row of the dated schedule; rates in micro-percent (money.ts), amounts in paise. */
export interface ChargeRates {
  /** First trade date (inclusive) the row applies to. */
  from: string;
  brokerageDeliveryRate: number;
  sttRate: number;
  nseTransactionRate: number;
  /** SEBI turnover fee in paise per crore rupees of value (₹10 = 1000). */
  sebiPerCrorePaise: number;
  stampBuyRate: number;
  gstRate: number;
  /** Per scrip sold per day, inclusive of GST: ₹15.34 = 1534 (₹13 + 18 % GST). */
  dpChargePaise: number;
}

/** Oldest first. */
export const CHARGE_SCHEDULE: readonly ChargeRates[] = [
  {
    from: '2021-01-01',
    brokerageDeliveryRate: 0,
    sttRate: fromPercent(0.1),
    nseTransactionRate: fromPercent(0.00345),
    sebiPerCrorePaise: 1_000,
    stampBuyRate: fromPercent(0.015),
    gstRate: fromPercent(18),
    dpChargePaise: 1_534,
  },
  {
    from: '2024-10-01',
    brokerageDeliveryRate: 0,
    sttRate: fromPercent(0.1),
    nseTransactionRate: fromPercent(0.00297),
    sebiPerCrorePaise: 1_000,
    stampBuyRate: fromPercent(0.015),
    gstRate: fromPercent(18),
    dpChargePaise: 1_534,
  },
];

/** One crore rupees in paise. */
const CRORE_PAISE = 1_000_000_000;

/** The last row with `from` <= date; RangeError before the first row or for a bad date. */
export function ratesOn(
  date: string,
  schedule: readonly ChargeRates[] = CHARGE_SCHEDULE,
): ChargeRates {
  assertIsoDate(date, 'trade date');
  let found: ChargeRates | undefined;
  for (const row of schedule) if (row.from <= date) found = row;
  if (!found) throw new RangeError(`no charge rates before ${schedule[0]?.from ?? 'any date'}`);
  return found;
}

/** Each part in paise, already rounded; total is their sum. */
export interface TradeCharges {
  brokerage: number;
  stt: number;
  transaction: number;
  sebi: number;
  stamp: number;
  gst: number;
  dp: number;
  total: number;
}

export interface ChargeInput {
  side: 'BUY' | 'SELL';
  /** Quantity × price, in paise. */
  valuePaise: number;
  date: string;
  /** True on the first sell of this scrip on this day (the DP charge is per scrip per day). */
  dpCharge: boolean;
}

export function chargesFor(input: ChargeInput): TradeCharges {
  const value = assertNonNegative(input.valuePaise, 'valuePaise');
  const rates = ratesOn(input.date);
  const brokerage = percentOfPaise(value, rates.brokerageDeliveryRate);
  const stt = percentOfPaiseToRupee(value, rates.sttRate);
  const transaction = percentOfPaise(value, rates.nseTransactionRate);
  const sebi = mulDivRound(value, rates.sebiPerCrorePaise, CRORE_PAISE);
  const stamp = input.side === 'BUY' ? percentOfPaise(value, rates.stampBuyRate) : 0;
  const gst = percentOfPaise(brokerage + transaction + sebi, rates.gstRate);
  const dp = input.side === 'SELL' && input.dpCharge ? rates.dpChargePaise : 0;
  const total = brokerage + stt + transaction + sebi + stamp + gst + dp;
  return { brokerage, stt, transaction, sebi, stamp, gst, dp, total };
}

/** Value plus the buy charges: the cash to block for an order. Convenience only. */
export function estimateBuyCost(valuePaise: number, date: string): number {
  return valuePaise + chargesFor({ side: 'BUY', valuePaise, date, dpCharge: false }).total;
}
