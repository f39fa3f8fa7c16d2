// The chance of reaching a goal (issue 13, Deliver 2): a Monte Carlo of the plan's SIPs.
//
// Returns: each month's growth factor is G = (1 + i) × exp(σₘZ − σₘ²/2), Z standard normal,
// 1 + i = (1 + r)^(1/12) (goal-maths.ts) and σₘ² = ln(1 + σ² / (1 + r)²) / 12. So E[G] = 1 + i
// and twelve months compound to a log-normal yearly return with mean r and standard deviation σ
// (`returnBp` and `volatilityBp`), the usual model of equity returns (log-normal prices, as in
// Black–Scholes). With σ = 0 every path is exactly the deterministic plan.
// Each path: V₀ = start; Vₖ₊₁ = (Vₖ + Sₖ) × Gₖ, SIPs paid at the start of the month and stepped
// up every 12 months as in goal-maths.ts. A path reaches the goal when its final value, rounded
// to the paisa, is at least the target; chance = the share of paths that do.
// Fan: the 10th, 25th, 50th, 75th and 90th percentiles of the paths' values (linear
// interpolation between order statistics) at month 0, every 12 months and the last month.
// Randomness: mulberry32 (a small, fast 32-bit PRNG by Tommy Ettinger, public domain) seeded by
// `seed`, and Box–Muller for the normals, so the same input and seed give the same result on
// every device and on the server.

export interface SimulateInput {
  start: number;
  monthlySip: number;
  stepUpBp?: number;
  months: number;
  returnBp: number;
  volatilityBp: number;
  target: number;
  /** Default 1,000. */
  paths?: number;
  /** Default 1. */
  seed?: number;
  /** Months of the plan already paid (the step-ups' phase), as in goal-maths' sipFutureValue. */
  elapsedMonths?: number;
  /** Called with the paths done so far, every 100 paths and at the end. */
  onProgress?: (done: number) => void;
}

export interface FanPoint {
  month: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

export interface SimulateResult {
  chance: number;
  fan: FanPoint[];
}

export const DEFAULT_PATHS = 1_000;
const PROGRESS_EVERY = 100;

/** mulberry32: uniform numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Standard normals by Box–Muller, two from each pair of uniforms. */
export function normals(uniform: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const z = spare;
      spare = null;
      return z;
    }
    const u = 1 - uniform(); // (0, 1]: log(u) is finite
    const radius = Math.sqrt(-2 * Math.log(u));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}

/** Percentile p (0-1) of sorted values, interpolating linearly between neighbours. */
function percentile(sorted: Float64Array, p: number): number {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return (
    (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low)
  );
}

export function simulateGoal(input: SimulateInput): SimulateResult {
  const { start, monthlySip, months, returnBp, volatilityBp, target, onProgress } = input;
  const { stepUpBp = 0, paths = DEFAULT_PATHS, seed = 1, elapsedMonths = 0 } = input;
  const count = Math.max(1, Math.floor(paths));
  const horizon = Math.max(0, Math.floor(months));
  const r = returnBp / 10_000;
  const sigma = volatilityBp / 10_000;
  const growth = (1 + r) ** (1 / 12);
  const sigmaMonth = Math.sqrt(Math.log(1 + (sigma * sigma) / ((1 + r) * (1 + r))) / 12);
  const drift = -(sigmaMonth * sigmaMonth) / 2;

  const sips = new Float64Array(horizon);
  const step = 1 + stepUpBp / 10_000;
  for (let k = 0; k < horizon; k += 1)
    sips[k] = monthlySip * step ** Math.floor((k + elapsedMonths) / 12);

  const fanMonths: number[] = [];
  for (let m = 0; m < horizon; m += 12) fanMonths.push(m);
  fanMonths.push(horizon);
  // values[f * count + path]: each fan month's values, path by path.
  const values = new Float64Array(fanMonths.length * count);
  const normal = normals(mulberry32(seed));
  let reached = 0;

  for (let path = 0; path < count; path += 1) {
    let value = start;
    let f = 0;
    for (let k = 0; k < horizon; k += 1) {
      if (k === fanMonths[f]) {
        values[f * count + path] = value;
        f += 1;
      }
      const g = sigmaMonth > 0 ? growth * Math.exp(sigmaMonth * normal() + drift) : growth;
      value = (value + (sips[k] as number)) * g;
    }
    values[(fanMonths.length - 1) * count + path] = value;
    if (Math.round(value) >= target) reached += 1;
    if (onProgress && ((path + 1) % PROGRESS_EVERY === 0 || path + 1 === count))
      onProgress(path + 1);
  }

  const column = new Float64Array(count);
  const fan = fanMonths.map((month, f) => {
    column.set(values.subarray(f * count, (f + 1) * count));
    column.sort();
    const at = (p: number) => Math.round(percentile(column, p));
    return { month, p10: at(0.1), p25: at(0.25), p50: at(0.5), p75: at(0.75), p90: at(0.9) };
  });
  return { chance: reached / count, fan };
}
