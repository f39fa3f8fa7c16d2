import { DEFAULT_TOLERANCE_BP } from '../../src/features/baskets/model/contract';
import {
  minimumInvestment,
  type PricedStock,
} from '../../src/features/baskets/model/minimum-investment';
import { weightsFor } from '../../src/features/baskets/model/weights';
import { simulateGoal } from '../../src/features/goals/model/monte-carlo';

// npm run bench, goals and baskets models (issue 13, "Tests and bench"): the minimum-investment
// search for a 30-stock basket and the goal Monte Carlo of 1,000 paths × 30 years monthly, as
// pure computations in Node (in the app the Monte Carlo runs in a Web Worker, so the page's
// main thread never carries it). Runs alone too: npx tsx tests/bench/goals-baskets-models.ts

export const MINIMUM_INVESTMENT_BUDGET_MS = 50;
export const MONTE_CARLO_BUDGET_MS = 200;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const verdict = (value: number, budget: number) =>
  `/ budget ${budget} ms ${value <= budget ? 'within budget' : 'OVER budget'}`;

function timed(runs: number, work: () => void): { median: number; worst: number } {
  work(); // warm-up
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return { median: median(times), worst: Math.max(...times) };
}

/** 30 stocks priced ₹100 to ₹1.3 lakh (log-spread, like NIFTY 500's range), fixed seed. */
function thirtyStocks(weighting: 'equal' | 'market-cap' | 'factor'): PricedStock[] {
  let seed = 3;
  const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const stocks = Array.from({ length: 30 }, (_, i) => ({
    symbol: `S${i}`,
    marketCap: next() * 1e12,
    composite: next() * 4 - 2,
    price: Math.round(Math.exp(Math.log(100) + next() * Math.log(1_300))) * 100,
  }));
  const weights = weightsFor(weighting, stocks);
  return stocks.map((s, i) => ({
    symbol: s.symbol,
    price: s.price,
    weightBp: weights[i] as number,
  }));
}

export function describeGoalsBasketsModels(): string[] {
  const lines: string[] = [];
  for (const [weighting, toleranceBp] of [
    ['equal', DEFAULT_TOLERANCE_BP],
    ['market-cap', DEFAULT_TOLERANCE_BP],
    ['factor', DEFAULT_TOLERANCE_BP],
    ['equal', 50],
  ] as const) {
    const stocks = thirtyStocks(weighting);
    const t = timed(50, () => minimumInvestment(stocks, toleranceBp));
    lines.push(
      `minimum investment, 30-stock basket (${weighting}, ±${toleranceBp / 100} %): median ${t.median.toFixed(2)} ms, ` +
        `worst ${t.worst.toFixed(2)} ms ${verdict(t.worst, MINIMUM_INVESTMENT_BUDGET_MS)}`,
    );
  }
  const input = {
    start: 5_00_000_00,
    monthlySip: 25_000_00,
    stepUpBp: 1_000,
    months: 360,
    returnBp: 1_200,
    volatilityBp: 1_600,
    target: 10_00_00_000_00,
    paths: 1_000,
    seed: 13,
  };
  const mc = timed(20, () => simulateGoal(input));
  lines.push(
    `Monte Carlo 1,000 paths × 30 years monthly: median ${mc.median.toFixed(1)} ms, worst ` +
      `${mc.worst.toFixed(1)} ms ${verdict(mc.worst, MONTE_CARLO_BUDGET_MS)}`,
  );
  return lines;
}

export function benchGoalsBasketsModels(): void {
  console.log('\nGoals and baskets models (issue 13, pure, in Node)');
  for (const line of describeGoalsBasketsModels()) console.log(`  ${line}`);
}

// Alone: npx tsx tests/bench/goals-baskets-models.ts
if (import.meta.url === `file://${process.argv[1]}`) benchGoalsBasketsModels();
