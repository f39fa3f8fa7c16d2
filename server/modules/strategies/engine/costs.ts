import { CHARGE_SCHEDULE, chargesFor } from '../../../../src/features/portfolio/model/charges';

// What a backtest pays to trade (issue 14): the portfolio's dated charges table for delivery
// equity (STT, stamp duty, exchange and SEBI fees, GST, the DP charge on a sale), the same
// function the paper orders and baskets use, and slippage in basis points on the open price.

/** The first date the charges table covers; earlier trades use its first row (said in a note). */
export const FIRST_CHARGES_DATE = CHARGE_SCHEDULE[0]?.from ?? '2021-01-01';

/**
 * A buy's share of charges the sizing keeps back (stamp 0.015 % + STT 0.1 % + fees, rounded
 * up), so the last stock of a rebalance is not the one the charges squeeze out.
 */
export const BUY_CHARGES_RESERVE = 0.0013;

export interface TradingCosts {
  costs: boolean;
  slippageBps: number;
}

/** Paise per share paid (buy) or received (sell) at an open in rupees, slippage included. */
export function fillPrice(openRupees: number, side: 'BUY' | 'SELL', slippageBps: number): number {
  const slip = slippageBps / 10_000;
  return Math.round(openRupees * 100 * (side === 'BUY' ? 1 + slip : 1 - slip));
}

/** Charges in paise of one order on `date`; 0 when the run leaves costs out. */
export function orderCharges(
  setup: TradingCosts,
  side: 'BUY' | 'SELL',
  valuePaise: number,
  date: string,
): number {
  if (!setup.costs || valuePaise <= 0) return 0;
  const dated = date < FIRST_CHARGES_DATE ? FIRST_CHARGES_DATE : date;
  // One sale per stock per day in a backtest, so each sale pays the DP charge.
  return chargesFor({ side, valuePaise, date: dated, dpCharge: side === 'SELL' }).total;
}
