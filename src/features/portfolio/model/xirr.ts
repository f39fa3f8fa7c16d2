// Money-weighted annual return of dated cash flows, Excel's XIRR convention: the rate r solving
// Σ amount_i / (1 + r)^((day_i − day_0) / 365) = 0, day_0 being the first flow's date (any base
// date gives the same root). Investor convention: money in (deposits, buys) negative, money out
// (withdrawals, current value) positive. Newton–Raphson from the guess; when it fails, a scan of
// (−0.9999, 100) for a sign change and bisection, so a root in that range is always found.
// Year fractions are computed once, so each iteration is only arithmetic.

import { dayNumber } from './financial-year';

export interface DatedFlow {
  date: string;
  amountPaise: number;
}

const LOW = -0.9999;
const HIGH = 100;
const TOLERANCE = 1e-12;
const MAX_NEWTON = 100;
const GRID_STEPS = 120;

interface Prepared {
  years: Float64Array;
  amounts: Float64Array;
}

/** Net present value at rate r, and its derivative. */
function npv({ years, amounts }: Prepared, rate: number): { value: number; slope: number } {
  const logBase = Math.log1p(rate);
  let value = 0;
  let slope = 0;
  for (let i = 0; i < years.length; i += 1) {
    const t = years[i] as number;
    const discounted = (amounts[i] as number) * Math.exp(-t * logBase);
    value += discounted;
    slope -= (t * discounted) / (1 + rate);
  }
  return { value, slope };
}

function newton(p: Prepared, guess: number): number | null {
  let rate = guess;
  for (let i = 0; i < MAX_NEWTON; i += 1) {
    const { value, slope } = npv(p, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) <= TOLERANCE * Math.max(1, Math.abs(next))) {
      return next >= LOW && next <= HIGH ? next : null;
    }
    rate = next;
  }
  return null;
}

function bisect(p: Prepared, low: number, high: number, lowValue: number): number {
  let [a, b, fa] = [low, high, lowValue];
  for (let i = 0; i < 200 && b - a > TOLERANCE * Math.max(1, Math.abs(a)); i += 1) {
    const mid = (a + b) / 2;
    const fm = npv(p, mid).value;
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(fa)) [a, fa] = [mid, fm];
    else b = mid;
  }
  return (a + b) / 2;
}

/** Scans (LOW, HIGH), evenly in log(1 + r), for the sign change nearest the guess. */
function bracketed(p: Prepared, guess: number): number | null {
  const [logLow, logHigh] = [Math.log1p(LOW), Math.log1p(HIGH)];
  let previous: { rate: number; value: number } | null = null;
  let best: { low: number; high: number; lowValue: number; distance: number } | null = null;
  for (let i = 0; i <= GRID_STEPS; i += 1) {
    const rate = Math.expm1(logLow + ((logHigh - logLow) * i) / GRID_STEPS);
    const { value } = npv(p, rate);
    if (!Number.isFinite(value)) continue;
    if (value === 0) return rate;
    if (previous && Math.sign(previous.value) !== Math.sign(value)) {
      const distance = Math.min(Math.abs(previous.rate - guess), Math.abs(rate - guess));
      if (!best || distance < best.distance) {
        best = { low: previous.rate, high: rate, lowValue: previous.value, distance };
      }
    }
    previous = { rate, value };
  }
  return best ? bisect(p, best.low, best.high, best.lowValue) : null;
}

/**
 * Annual rate as a fraction (0.12 = 12 %), or null when the flows do not change sign or no
 * rate in (−0.9999, 100) solves them. Dates need not be sorted.
 */
export function xirr(flows: readonly DatedFlow[], guess = 0.1): number | null {
  const first = flows[0];
  if (!first) return null;
  const day0 = dayNumber(first.date);
  const scale = flows.reduce((max, f) => Math.max(max, Math.abs(f.amountPaise)), 0);
  if (!Number.isFinite(scale)) throw new RangeError('amountPaise must be finite');
  const p: Prepared = {
    years: Float64Array.from(flows, (f) => (dayNumber(f.date) - day0) / 365),
    // Scaling leaves the root unchanged and keeps the stopping tests independent of size.
    amounts: Float64Array.from(flows, (f) => f.amountPaise / scale),
  };
  if (!p.amounts.some((a) => a > 0) || !p.amounts.some((a) => a < 0)) return null;
  const start = guess > -1 && Number.isFinite(guess) ? guess : 0.1;
  return newton(p, start) ?? bracketed(p, start);
}
