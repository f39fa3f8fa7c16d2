import { describe, expect, it } from 'vitest';
import { breadthSummary, heatBand } from '@/features/market/model/internals';
import {
  advancesShare,
  componentScore,
  drawdownFromHigh,
  realisedVolatility,
  STRESS_RULES,
  stressGauge,
  stressLevel,
} from '@/features/market/model/stress';

// The market stress gauge's rules (docs/market-stress.md) as tables, with hand-checked figures.

const rule = (key: string) => STRESS_RULES.find((r) => r.key === key)!;

describe('componentScore: a straight line from the calm threshold (0) to the stressed one (100)', () => {
  it.each([
    // key, reading, score
    ['breadth', 75, 0],
    ['breadth', 60, 0],
    ['breadth', 45, 50],
    ['breadth', 30, 100],
    ['breadth', 10, 100],
    ['belowAverage', 30, 0],
    ['belowAverage', 50, 50],
    ['belowAverage', 60, 75],
    ['belowAverage', 90, 100],
    ['drawdown', 0, 0],
    ['drawdown', 3, 0],
    ['drawdown', 11.5, 50],
    ['drawdown', 20, 100],
    ['volatility', 8, 0],
    ['volatility', 22.5, 50],
    ['volatility', 35, 100],
    ['volatility', 60, 100],
  ])('%s at %d%% scores %d', (key, value, score) => {
    expect(componentScore(value, rule(key))).toBe(score);
  });
});

describe('stressLevel', () => {
  it.each([
    [0, 'calm'],
    [24, 'calm'],
    [25, 'normal'],
    [49, 'normal'],
    [50, 'elevated'],
    [74, 'elevated'],
    [75, 'stressed'],
    [100, 'stressed'],
  ])('%d is %s', (score, level) => {
    expect(stressLevel(score)).toBe(level);
  });
});

describe('stressGauge', () => {
  it('averages the known components (a hand-checked day)', () => {
    // breadth 40 % -> (40-60)/(30-60) = 2/3 -> 67; below average 55 % -> 25/40 -> 63 (62.5);
    // drawdown 8 % -> 5/17 -> 29; volatility 18 % -> 8/25 -> 32. Mean 47.75 -> 48: normal.
    const gauge = stressGauge({ breadth: 40, belowAverage: 55, drawdown: 8, volatility: 18 });
    expect(gauge.components.map((c) => c.score)).toEqual([67, 63, 29, 32]);
    expect(gauge.score).toBe(48);
    expect(gauge.level).toBe('normal');
  });

  it('leaves out what it cannot read, and has no score when it reads nothing', () => {
    const partial = stressGauge({
      breadth: 30,
      belowAverage: null,
      drawdown: 20,
      volatility: null,
    });
    expect(partial.score).toBe(100);
    expect(partial.level).toBe('stressed');
    expect(partial.components[1]).toEqual({ key: 'belowAverage', value: null, score: null });
    const none = stressGauge({
      breadth: null,
      belowAverage: null,
      drawdown: null,
      volatility: null,
    });
    expect(none).toMatchObject({ score: null, level: null });
  });
});

describe('the readings', () => {
  it('advancesShare leaves unchanged stocks out', () => {
    expect(advancesShare(300, 200)).toBe(60);
    expect(advancesShare(0, 0)).toBeNull();
  });

  it('drawdownFromHigh measures from the highest close', () => {
    expect(drawdownFromHigh([100, 120, 90, 108])).toBeCloseTo(10, 10);
    expect(drawdownFromHigh([100, 110])).toBe(0);
    expect(drawdownFromHigh([])).toBeNull();
  });

  it('realisedVolatility annualises the sample deviation of daily log returns', () => {
    // Returns alternating +r and -r: mean 0, sample variance n r^2 / (n-1).
    const r = 0.01;
    const closes = [100];
    for (let i = 0; i < 20; i += 1) closes.push(closes.at(-1)! * Math.exp(i % 2 ? -r : r));
    const expected = Math.sqrt((20 * r * r) / 19) * Math.sqrt(252) * 100;
    expect(realisedVolatility(closes)).toBeCloseTo(expected, 10);
    expect(realisedVolatility(closes.slice(1))).toBeNull();
  });
});

describe('heatmap bands and the breadth summary', () => {
  it.each([
    [null, 'flat'],
    [0, 'flat'],
    [0.4, 'up'],
    [1, 'up-strong'],
    [-0.2, 'down'],
    [-1.5, 'down-strong'],
  ])('%s%% is %s', (change, band) => {
    expect(heatBand(change)).toBe(band);
  });

  it('says how many days advances and declines led', () => {
    expect(
      breadthSummary([
        { date: '2026-06-29', advances: 10, declines: 5, unchanged: 0 },
        { date: '2026-06-30', advances: 4, declines: 11, unchanged: 1 },
      ]),
    ).toBe(
      '2 trading days: advances led on 1 and declines on 1. Latest day: 4 advances, 11 declines.',
    );
  });
});
