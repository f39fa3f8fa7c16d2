// Time-weighted return: daily sub-period returns chain-linked (the GIPS "true time-weighted
// return", valued at every external cash flow), so deposits and withdrawals do not move it. A point is an end-of-day value V_t that already includes
// that day's external flow F_t (deposit +, withdrawal −), and the flow earns nothing that day:
// r_t = (V_t − F_t) / V_{t−1} − 1. A day after a zero value has no return and is skipped.

import { dayNumber } from './financial-year';

export interface ValuationPoint {
  date: string;
  valuePaise: number;
  flowPaise: number;
}

/** Cumulative return as a fraction (0.08 = 8 %); null when no sub-period has a return. */
export function timeWeightedReturn(points: readonly ValuationPoint[]): number | null {
  let growth = 1;
  let periods = 0;
  for (let i = 1; i < points.length; i += 1) {
    const previous = points[i - 1] as ValuationPoint;
    const point = points[i] as ValuationPoint;
    if (dayNumber(point.date) <= dayNumber(previous.date)) {
      throw new RangeError(`points must be in date order: ${previous.date}, ${point.date}`);
    }
    if (previous.valuePaise === 0) continue;
    growth *= (point.valuePaise - point.flowPaise) / previous.valuePaise;
    periods += 1;
  }
  return periods === 0 ? null : growth - 1;
}

/**
 * Compound annual rate for a return over `days` calendar days: (1 + ret)^(365 / days) − 1.
 * Annualising a period under a year magnifies noise; whether to show it is the caller's call.
 */
export function annualise(ret: number, days: number): number {
  if (!(days > 0)) throw new RangeError('days must be positive');
  if (ret <= -1) return -1;
  return Math.pow(1 + ret, 365 / days) - 1;
}
