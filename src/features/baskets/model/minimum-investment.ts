import { formatRupees } from '../../../ui/format-money';
import { INVEST_MAX } from './contract';

// The minimum investment of a basket (issue 13, Deliver 6): the least amount, in paise, that
// buys whole lots (lotSize shares, default 1) of EVERY stock with each stock's actual weight
// within ±toleranceBp of its target. The tolerance is absolute: a 5 % stock with ±2 % may be
// 3 % to 7 % of the basket (a relative ±2 % of 5 % would be 4.9-5.1 %, unreachable with whole
// shares of most baskets).
//
// With cᵢ = lot × price, kᵢ lots and A = Σ kᵢcᵢ, the condition is |kᵢcᵢ·10⁴ − wᵢ·A| ≤ t·A for
// every i (integers, so exact). One lot of stock i must fit under wᵢ + t, so no amount below
// LB = maxᵢ cᵢ·10⁴ / (wᵢ + t) works: the stock reaching LB "sets the minimum", and the
// explanation names it. The search follows the budget B upwards: at each B every stock holds
// kᵢ(B) = max(1, round(wᵢB / cᵢ)) lots (what investing B in the target weights would buy);
// kᵢ steps up at B = (kᵢ + ½)·cᵢ / wᵢ, so the search jumps from step to step (a bisection first
// skips every B whose basket costs less than LB) and stops at the first basket within the
// tolerance. Past 100,000 steps it continues on a 1 % grid of budgets up to INVEST_MAX and scans
// the last stretch step by step again. When nothing up to INVEST_MAX is within tolerance the
// answer is the basket with the smallest worst drift, with withinTolerance: false.
// Weights that do not add to 10,000 are scaled to.

export interface PricedStock {
  symbol: string;
  price: number;
  weightBp: number;
  lotSize?: number;
}

export interface MinimumInvestment {
  amount: number;
  quantities: number[];
  weightsBp: number[];
  explanation: string;
  withinTolerance: boolean;
}

const STEP_LIMIT = 100_000;
const GRID_FACTOR = 1.01;
const SWAP_MAX = 20;

interface Search {
  lots: Float64Array;
  weights: Float64Array;
  tolerance: number;
}

/** Lots of each stock the budget would buy in the target weights (at least one of each). */
function lotsAt(s: Search, budget: number): Float64Array {
  const k = new Float64Array(s.lots.length);
  for (let i = 0; i < k.length; i += 1) {
    k[i] = Math.max(
      1,
      Math.round(((s.weights[i] as number) * budget) / 10_000 / (s.lots[i] as number)),
    );
  }
  return k;
}

function costOf(s: Search, k: Float64Array): number {
  let amount = 0;
  for (let i = 0; i < k.length; i += 1) amount += (k[i] as number) * (s.lots[i] as number);
  return amount;
}

/** max |kᵢcᵢ·10⁴ − wᵢA|: the worst drift in basis points, times A. */
function worstGap(s: Search, k: Float64Array, amount: number): number {
  let worst = 0;
  for (let i = 0; i < k.length; i += 1) {
    const gap = Math.abs(
      (k[i] as number) * (s.lots[i] as number) * 10_000 - (s.weights[i] as number) * amount,
    );
    if (gap > worst) worst = gap;
  }
  return worst;
}

/** The next budget at which stock i buys one more lot. */
const nextStep = (s: Search, k: Float64Array, i: number) =>
  (s.weights[i] as number) > 0
    ? (((k[i] as number) + 0.5) * 10_000 * (s.lots[i] as number)) / (s.weights[i] as number)
    : Number.POSITIVE_INFINITY;

interface Found {
  k: Float64Array;
  amount: number;
  /** Worst drift, basis points. */
  worst: number;
}

/**
 * Moves each stock's lots into the range its weight allows at the basket's cost, a few times
 * (the cost moves with the lots): finds baskets just off the rounding path.
 */
function repair(s: Search, k: Float64Array, amount: number, into: Float64Array): Found | null {
  let a = amount;
  for (let round = 0; round < 3; round += 1) {
    let next = 0;
    for (let i = 0; i < k.length; i += 1) {
      const per = a / 10_000 / (s.lots[i] as number);
      const w = s.weights[i] as number;
      const low = Math.max(1, Math.ceil((w - s.tolerance) * per - 1e-9));
      const high = Math.floor((w + s.tolerance) * per + 1e-9);
      if (low > high) return null;
      into[i] = Math.min(high, Math.max(low, k[i] as number));
      next += (into[i] as number) * (s.lots[i] as number);
    }
    const gap = worstGap(s, into, next);
    if (gap <= s.tolerance * next) return { k: into.slice(), amount: next, worst: gap / next };
    a = next;
  }
  return null;
}

/** Whether taking a lot of i off and adding `more` lots of j keeps the basket within tolerance. */
function trySwap(s: Search, k: Float64Array, amount: number, i: number, j: number, more: number) {
  const less = amount - (s.lots[i] as number) + more * (s.lots[j] as number);
  k[i] = (k[i] as number) - 1;
  k[j] = (k[j] as number) + more;
  if (worstGap(s, k, less) <= s.tolerance * less) return less;
  k[i] = k[i] + 1;
  k[j] = k[j] - more;
  return null;
}

/**
 * Cheapens a basket within tolerance by local moves while any works: a lot of one stock off, or
 * a lot of one off for up to SWAP_MAX lots of a cheaper one.
 */
function trim(s: Search, found: Found): Found {
  const k = found.k.slice();
  let amount = found.amount;
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < k.length; i += 1) {
      if ((k[i] as number) <= 1) continue;
      const less = amount - (s.lots[i] as number);
      k[i] = (k[i] as number) - 1;
      if (worstGap(s, k, less) <= s.tolerance * less) {
        amount = less;
        changed = true;
        continue;
      }
      k[i] = (k[i] as number) + 1;
      for (let j = 0; j < k.length && !changed; j += 1) {
        const cheaper = Math.min(
          SWAP_MAX,
          Math.ceil((s.lots[i] as number) / (s.lots[j] as number)) - 1,
        );
        for (let more = 1; j !== i && more <= cheaper && !changed; more += 1) {
          const next = trySwap(s, k, amount, i, j, more);
          if (next !== null) {
            amount = next;
            changed = true;
          }
        }
      }
    }
  }
  return { k, amount, worst: worstGap(s, k, amount) / amount };
}

/**
 * Walks the steps from budget `from` to `until`: the cheapest basket within tolerance met on
 * the way (a step's basket or its repair), and the best seen otherwise.
 */
function scan(s: Search, from: number, until: number, best: Found | null) {
  const k = lotsAt(s, from);
  let amount = costOf(s, k);
  const next = new Float64Array(k.length);
  for (let i = 0; i < k.length; i += 1) next[i] = nextStep(s, k, i);
  const buffer = new Float64Array(k.length);
  let found: Found | null = null;
  for (let steps = 0; ; steps += 1) {
    if (amount > INVEST_MAX) return { found, best, budget: Number.POSITIVE_INFINITY };
    if (found !== null && amount >= found.amount) return { found, best, budget: from };
    const gap = worstGap(s, k, amount);
    if (gap <= s.tolerance * amount) {
      return { found: { k: k.slice(), amount, worst: gap / amount }, best, budget: from };
    }
    const repaired = repair(s, k, amount, buffer);
    if (repaired !== null && (found === null || repaired.amount < found.amount)) found = repaired;
    if (best === null || gap / amount < best.worst)
      best = { k: k.slice(), amount, worst: gap / amount };
    let i = 0;
    for (let j = 1; j < next.length; j += 1) if ((next[j] as number) < (next[i] as number)) i = j;
    const budget = next[i] as number;
    if (budget > until || steps >= STEP_LIMIT) return { found, best, budget };
    k[i] = (k[i] as number) + 1;
    amount += s.lots[i] as number;
    next[i] = nextStep(s, k, i);
  }
}

const rupees = (paise: number) => formatRupees(paise).replace(/\.00$/, '');
const percent = (bp: number) => `${Number((bp / 100).toFixed(2))} %`;

function explain(
  stocks: readonly PricedStock[],
  s: Search,
  result: Found,
  within: boolean,
): string {
  const t = s.tolerance;
  if (!within) {
    let worstAt = 0;
    let worst = -1;
    result.k.forEach((k, i) => {
      const drift = Math.abs(
        (k * (s.lots[i] as number) * 10_000) / result.amount - (s.weights[i] as number),
      );
      if (drift > worst) [worst, worstAt] = [drift, i];
    });
    const symbol = stocks[worstAt]?.symbol ?? '';
    return (
      `No amount up to ${rupees(INVEST_MAX)} buys whole shares of every stock within ±${percent(t)} of its weight. ` +
      `${rupees(result.amount)} comes closest: ${symbol} is then ${percent(Math.round(worst))} off its weight.`
    );
  }
  let setter = 0;
  let bound = 0;
  stocks.forEach((_, i) => {
    const need = ((s.lots[i] as number) * 10_000) / ((s.weights[i] as number) + t);
    if (need > bound) [bound, setter] = [need, i];
  });
  const stock = stocks[setter] as PricedStock;
  const lot = stock.lotSize ?? 1;
  const unit =
    lot === 1
      ? `one share at ${rupees(stock.price)}`
      : `one lot of ${lot} shares at ${rupees(stock.price)} (${rupees(lot * stock.price)})`;
  const w = s.weights[setter] as number;
  return (
    `${stock.symbol} sets the minimum: ${unit} with a ${percent(Math.round(w))} weight may be at most ` +
    `${percent(Math.round(w + t))} of the basket, so the basket needs at least ${rupees(Math.ceil(bound / 100) * 100)}. ` +
    `The least amount that buys whole shares of every stock, each within ±${percent(t)} of its weight, is ${rupees(result.amount)}.`
  );
}

export function minimumInvestment(
  stocks: readonly PricedStock[],
  toleranceBp: number,
): MinimumInvestment {
  if (stocks.length === 0) {
    return { amount: 0, quantities: [], weightsBp: [], explanation: '', withinTolerance: true };
  }
  for (const stock of stocks) {
    if (!(stock.price > 0)) throw new RangeError(`${stock.symbol} has no price`);
  }
  const totalWeight = stocks.reduce((sum, st) => sum + st.weightBp, 0);
  const scale = totalWeight > 0 && totalWeight !== 10_000 ? 10_000 / totalWeight : 1;
  const s: Search = {
    lots: Float64Array.from(stocks, (st) => (st.lotSize ?? 1) * st.price),
    weights: Float64Array.from(stocks, (st) => st.weightBp * scale),
    tolerance: Math.max(0, toleranceBp),
  };

  // No basket below LB is within tolerance: start at the largest budget whose basket costs less.
  let lowerBound = 0;
  for (let i = 0; i < stocks.length; i += 1) {
    lowerBound = Math.max(
      lowerBound,
      ((s.lots[i] as number) * 10_000) / ((s.weights[i] as number) + s.tolerance),
    );
  }
  let low = 0;
  let high = Math.max(lowerBound, 1);
  while (costOf(s, lotsAt(s, high)) < lowerBound && high < INVEST_MAX * 4) high *= 2;
  for (let i = 0; i < 60 && high - low > 1; i += 1) {
    const mid = (low + high) / 2;
    if (costOf(s, lotsAt(s, mid)) < lowerBound) low = mid;
    else high = mid;
  }

  let run = scan(s, low, Number.POSITIVE_INFINITY, null);
  let found = run.found;
  let best = run.best;
  // Beyond the step limit, or when even LB is past INVEST_MAX: a 1 % grid of budgets up to
  // INVEST_MAX, and the stretch before the first grid basket within tolerance step by step.
  let budget = best === null ? costOf(s, lotsAt(s, 0)) : run.budget;
  while (found === null && budget <= INVEST_MAX * GRID_FACTOR) {
    const from = budget;
    budget *= GRID_FACTOR;
    const k = lotsAt(s, budget);
    const amount = costOf(s, k);
    if (amount > INVEST_MAX && best !== null) break;
    const gap = worstGap(s, k, amount);
    if (best === null || gap / amount < best.worst) best = { k, amount, worst: gap / amount };
    if (gap <= s.tolerance * amount) {
      run = scan(s, from, budget, best);
      found = run.found ?? { k, amount, worst: gap / amount };
      best = run.best;
    }
  }

  const result = found === null ? (best as Found) : trim(s, found);
  const within = found !== null;
  return {
    amount: result.amount,
    quantities: Array.from(result.k, (k, i) => k * (stocks[i]?.lotSize ?? 1)),
    weightsBp: Array.from(result.k, (k, i) =>
      Math.round(((k * (s.lots[i] as number)) / result.amount) * 10_000),
    ),
    explanation: explain(stocks, s, result, within),
    withinTolerance: within,
  };
}
