import { describe, expect, it } from 'vitest';
import { glideValue, requiredSip } from '@/features/goals/model/goal-maths';
import { runMonteCarlo } from '@/features/goals/model/monte-carlo-client';
import {
  mulberry32,
  normals,
  simulateGoal,
  type SimulateInput,
} from '@/features/goals/model/monte-carlo';

// Expected distribution, worked by hand: 12 % a year with 16 % volatility, log-normal. The
// yearly log-return has variance s² = ln(1 + 0.16² / 1.12²) = 0.0202027 (s = 0.142136) and mean
// ln 1.12 − s²/2, so after a year ₹1 is at the median 1.12 × e^(−s²/2) = 1.108742, the 10th
// percentile 1.108742 × e^(−1.281552 s) = 0.924150 and the 90th 1.108742 × e^(1.281552 s)
// = 1.330204.

const plan = (over: Partial<SimulateInput> = {}): SimulateInput => ({
  start: 1_00_000_00,
  monthlySip: 15_000_00,
  stepUpBp: 1000,
  months: 120,
  returnBp: 1200,
  volatilityBp: 1600,
  target: 50_00_000_00,
  seed: 7,
  ...over,
});

describe('mulberry32 and normals', () => {
  it('draw uniform numbers in [0, 1) and standard normals', () => {
    const uniform = mulberry32(2024);
    const normal = normals(mulberry32(2024));
    let sum = 0;
    let sumZ = 0;
    let sumZ2 = 0;
    const n = 100_000;
    for (let i = 0; i < n; i += 1) {
      const u = uniform();
      expect(u >= 0 && u < 1).toBe(true);
      sum += u;
      const z = normal();
      sumZ += z;
      sumZ2 += z * z;
    }
    expect(sum / n).toBeCloseTo(0.5, 2);
    expect(sumZ / n).toBeCloseTo(0, 2);
    expect(sumZ2 / n).toBeCloseTo(1, 1);
  });
});

describe('simulateGoal', () => {
  it.each<[string, Partial<SimulateInput>]>([
    ['level SIP', { stepUpBp: 0 }],
    ['step-up', {}],
    ['nothing set aside', { start: 0 }],
    ['short horizon', { months: 7, target: 3_00_000_00 }],
    ['30 years', { months: 360, target: 5_00_00_000_00, returnBp: 1000 }],
  ])('with no volatility matches the plan exactly: %s', (_, over) => {
    const input = plan({ ...over, volatilityBp: 0 });
    const sip = requiredSip({
      target: input.target,
      start: input.start,
      returnBp: input.returnBp,
      months: input.months,
      stepUpBp: input.stepUpBp,
    });
    expect(simulateGoal({ ...input, monthlySip: sip }).chance).toBe(1);
    expect(simulateGoal({ ...input, monthlySip: sip - 100 }).chance).toBe(0);
    const { fan } = simulateGoal({ ...input, monthlySip: sip });
    for (const point of fan) {
      const glide = glideValue({
        start: input.start,
        monthlySip: sip,
        returnBp: input.returnBp,
        stepUpBp: input.stepUpBp,
        months: point.month,
      });
      expect(Math.abs(point.p10 - glide)).toBeLessThanOrEqual(1);
      expect(point.p90).toBe(point.p10);
    }
  });

  it('gives a chance between 0 and 1 that rises with the SIP', () => {
    const sips = [0, 5_000_00, 10_000_00, 15_000_00, 20_000_00, 30_000_00, 60_000_00];
    const chances = sips.map((monthlySip) => simulateGoal(plan({ monthlySip })).chance);
    chances.forEach((chance, i) => {
      expect(chance).toBeGreaterThanOrEqual(0);
      expect(chance).toBeLessThanOrEqual(1);
      if (i > 0) expect(chance).toBeGreaterThanOrEqual(chances[i - 1] as number);
    });
    expect(chances[0]).toBe(0);
    expect(chances.at(-1)).toBe(1);
  });

  it('is certain for a target already met and hopeless for one out of reach', () => {
    expect(simulateGoal(plan({ target: 0 })).chance).toBe(1);
    expect(simulateGoal(plan({ target: 1_00_000_00_00_000_00 })).chance).toBe(0);
  });

  it('gives the same result for the same seed, another for another seed', () => {
    expect(simulateGoal(plan())).toEqual(simulateGoal(plan()));
    expect(simulateGoal(plan({ seed: 8 }))).not.toEqual(simulateGoal(plan()));
  });

  it('draws a fan every 12 months and at the end, percentiles in order', () => {
    const { fan } = simulateGoal(plan({ months: 125 }));
    expect(fan.map((p) => p.month)).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96, 108, 120, 125]);
    expect(fan[0]).toEqual({
      month: 0,
      p10: 1_00_000_00,
      p25: 1_00_000_00,
      p50: 1_00_000_00,
      p75: 1_00_000_00,
      p90: 1_00_000_00,
    });
    for (const p of fan.slice(1)) {
      expect(p.p10).toBeLessThan(p.p25);
      expect(p.p25).toBeLessThan(p.p50);
      expect(p.p50).toBeLessThan(p.p75);
      expect(p.p75).toBeLessThan(p.p90);
    }
  });

  it('spreads a year’s returns as the log-normal model says', () => {
    const { fan } = simulateGoal({
      start: 1_00_000_00,
      monthlySip: 0,
      months: 12,
      returnBp: 1200,
      volatilityBp: 1600,
      target: 0,
      paths: 20_000,
      seed: 3,
    });
    const year = fan[1];
    expect((year?.p50 ?? 0) / 1_00_000_00).toBeCloseTo(1.108742, 2);
    expect((year?.p10 ?? 0) / 1_00_000_00).toBeCloseTo(0.92415, 2);
    expect((year?.p90 ?? 0) / 1_00_000_00).toBeCloseTo(1.330204, 2);
  });

  it('reports progress every 100 paths', () => {
    const done: number[] = [];
    simulateGoal(plan({ paths: 250, onProgress: (n) => done.push(n) }));
    expect(done).toEqual([100, 200, 250]);
  });
});

describe('runMonteCarlo', () => {
  it('runs directly where there is no Worker', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(runMonteCarlo(plan(), {})).resolves.toEqual(simulateGoal(plan()));
  });

  it('rejects a run already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(runMonteCarlo(plan(), { signal: controller.signal })).rejects.toBeDefined();
  });
});
