import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CALIBRATION_FACTOR_KEYS,
  calibrateUniverse,
  composite,
  contributions,
  DEFAULT_CALIBRATION,
  histogram,
  K_MAX,
  K_MIN,
  rankChanges,
  ranks,
  rawScore,
  scoreMatrix,
  setWeight,
  weightedMeanComposite,
  type Calibration,
  type CalibrationFactorKey,
  type FactorScores,
} from '@/domain/calibration';
import { FACTOR_KEYS, type FactorKey } from '@/features/stocks/model/factors';

const ONLY_VALUE = { value: 1, momentum: 0, quality: 0, lowVolatility: 0, size: 0 };
const cal = (weights: Calibration['weights'], k = 1): Calibration => ({ weights, k });
const all = (z: number): FactorScores => ({
  value: z,
  momentum: z,
  quality: z,
  lowVolatility: z,
  size: z,
});

describe('the factor keys', () => {
  it('are the stocks feature’s factor engine keys, in the same order', () => {
    expect([...CALIBRATION_FACTOR_KEYS]).toEqual([...FACTOR_KEYS]);
    expectTypeOf<CalibrationFactorKey>().toEqualTypeOf<FactorKey>();
  });
});

describe('rawScore', () => {
  it.each<[string, FactorScores, Calibration['weights'], number | null]>([
    [
      'equal weights: the mean',
      { value: 1, momentum: 2, quality: 3, lowVolatility: -1, size: 0 },
      DEFAULT_CALIBRATION.weights,
      1,
    ],
    [
      'one factor only',
      { value: 2, momentum: -3, quality: 1, lowVolatility: 0, size: 0 },
      ONLY_VALUE,
      2,
    ],
    // 0.5·1 + 0.3·(−1) + 0.2·2 = 0.6
    [
      'uneven weights',
      { value: 1, momentum: -1, quality: 2 },
      { value: 0.5, momentum: 0.3, quality: 0.2, lowVolatility: 0, size: 0 },
      0.6,
    ],
    // Known: value, momentum, quality (0.2 each) → rescaled to a third each: (3 + 0 − 3) / 3 = 0.
    [
      'two unknown: rescaled over the three known',
      { value: 3, momentum: 0, quality: -3, lowVolatility: null },
      DEFAULT_CALIBRATION.weights,
      0,
    ],
    ['two known: none', { value: 1, momentum: 1 }, DEFAULT_CALIBRATION.weights, null],
    ['all unknown: none', {}, DEFAULT_CALIBRATION.weights, null],
    [
      'NaN counts as unknown',
      { value: NaN, momentum: 1, quality: 1, size: 1 },
      DEFAULT_CALIBRATION.weights,
      1,
    ],
    ['every known factor weighs 0: none', { momentum: 1, quality: 1, size: 1 }, ONLY_VALUE, null],
  ])('%s', (_, z, weights, expected) => {
    const raw = rawScore(z, weights);
    if (expected === null) expect(raw).toBeNull();
    else expect(raw).toBeCloseTo(expected, 12);
  });
});

describe('composite = tanh(k · raw)', () => {
  it.each<[string, FactorScores, number, number | null]>([
    ['k = 1, raw 1', all(1), 1, Math.tanh(1)],
    ['k = 1, raw 0', all(0), 1, 0],
    ['k at its least, raw 3', all(3), K_MIN, Math.tanh(0.3)],
    ['k at its most, raw 3: nearly 1', all(3), K_MAX, Math.tanh(15)],
    ['k at its most, raw −3: nearly −1', all(-3), K_MAX, Math.tanh(-15)],
    ['no composite', {}, 1, null],
  ])('%s', (_, z, k, expected) => {
    const value = composite(z, cal(DEFAULT_CALIBRATION.weights, k));
    if (expected === null) return expect(value).toBeNull();
    expect(value).toBeCloseTo(expected, 12);
    expect(Math.abs(value!)).toBeLessThanOrEqual(1);
  });

  it('is monotonic in raw and odd', () => {
    const c = cal(DEFAULT_CALIBRATION.weights, 2);
    expect(composite(all(0.5), c)!).toBeLessThan(composite(all(0.6), c)!);
    expect(composite(all(-0.5), c)).toBeCloseTo(-composite(all(0.5), c)!, 12);
  });
});

describe('calibrateUniverse', () => {
  const rows: FactorScores[] = [
    all(1),
    { value: 2, momentum: -1, quality: 0.5, lowVolatility: null, size: 3 },
    { value: 1 },
    {},
    all(-2),
  ];
  const calibrations = [
    DEFAULT_CALIBRATION,
    cal({ value: 0.4, momentum: 0.3, quality: 0.2, lowVolatility: 0.1, size: 0 }, 2.5),
    cal(ONLY_VALUE, K_MAX),
  ];

  it.each(calibrations.map((c, i) => [i, c] as const))(
    'agrees with rawScore and composite stock by stock (calibration %i)',
    (_, c) => {
      const { raw, squashed } = calibrateUniverse(scoreMatrix(rows), c);
      rows.forEach((row, i) => {
        const r = rawScore(row, c.weights);
        const s = composite(row, c);
        if (r === null) expect(raw[i]).toBeNaN();
        else expect(raw[i]).toBeCloseTo(r, 12);
        if (s === null) expect(squashed[i]).toBeNaN();
        else expect(squashed[i]).toBeCloseTo(s, 12);
      });
    },
  );

  it('an empty universe is empty', () => {
    const { raw, squashed } = calibrateUniverse(new Float64Array(0), DEFAULT_CALIBRATION);
    expect(raw.length).toBe(0);
    expect(squashed.length).toBe(0);
  });
});

describe('histogram', () => {
  it('counts into equal bins, the edges into the end bins, NaN left out', () => {
    const h = histogram([-1, -0.99, -0.5, 0, 0.49, 0.5, 1, 5, -5, NaN], 4, -1, 1);
    expect(h.width).toBe(0.5);
    // [-1,-0.5): -1, -0.99, -5 · [-0.5,0): -0.5 · [0,0.5): 0, 0.49 · [0.5,1]: 0.5, 1, 5
    expect(h.counts).toEqual([3, 1, 2, 3]);
    expect(h.total).toBe(9);
  });

  it('with no values every bin is 0', () => {
    expect(histogram([], 3, 0, 1).counts).toEqual([0, 0, 0]);
  });
});

describe('ranks and rankChanges', () => {
  it('ranks highest first, ties in index order, NaN unranked', () => {
    expect([...ranks([0.1, NaN, 0.5, 0.1, -1])]).toEqual([2, NaN, 1, 3, 4]);
  });

  it('counts the stocks that move and those entering and leaving the top', () => {
    const before = ranks([5, 4, 3, 2, 1]);
    const after = ranks([5, 3, 4, 1, 2]);
    expect(rankChanges(before, after, 2)).toEqual({ changed: 4, entered: 1, left: 1 });
    expect(rankChanges(before, before, 2)).toEqual({ changed: 0, entered: 0, left: 0 });
  });

  it('a stock losing its composite leaves the ranking without counting as a changed rank', () => {
    // Before: B first, A second. After: A has no composite, B first still.
    expect(rankChanges(ranks([1, 2]), ranks([NaN, 2]), 1)).toEqual({
      changed: 0,
      entered: 0,
      left: 0,
    });
    // A (first) loses its composite: it leaves the top 1, B moves up into it.
    expect(rankChanges(ranks([2, 1]), ranks([NaN, 1]), 1)).toEqual({
      changed: 1,
      entered: 1,
      left: 1,
    });
  });
});

describe('contributions (the x-factor view)', () => {
  it('parts add up to the score, 100 × tanh(k · Σwz), worked by hand', () => {
    // Σwz over known = 0.2·(1 − 0.5 + 3 + 0) = 0.7 over weight 0.8 → raw 0.875;
    // score = 100 · tanh(0.875) = 70.39; the parts are score × z / 3.5.
    const { score, parts } = contributions(
      { value: 1, momentum: -0.5, quality: 3, lowVolatility: 0, size: null },
      DEFAULT_CALIBRATION,
    );
    expect(score).toBeCloseTo(100 * Math.tanh(0.875), 10);
    expect(parts.map((p) => Number(p.points.toFixed(2)))).toEqual([20.11, -10.06, 60.33, 0, 0]);
    expect(parts.reduce((sum, p) => sum + p.points, 0)).toBeCloseTo(score!, 10);
    expect(parts[4]).toMatchObject({ key: 'size', z: null, points: 0 });
  });

  it('all parts are 0 when Σwz is 0', () => {
    const { score, parts } = contributions(
      { value: 1, momentum: -1, quality: 0, lowVolatility: 0, size: 0 },
      DEFAULT_CALIBRATION,
    );
    expect(score).toBe(0);
    expect(parts.every((p) => p.points === 0)).toBe(true);
  });

  it('a weight of 0 gives a part of 0; one weighted factor takes the whole score', () => {
    const { score, parts } = contributions(all(1), cal(ONLY_VALUE, 2));
    expect(score).toBeCloseTo(100 * Math.tanh(2), 10);
    expect(parts[0]!.points).toBeCloseTo(score!, 10);
    expect(parts.slice(1).every((p) => p.points === 0)).toBe(true);
  });

  it('stays within ±100 at k extremes; no composite, no score', () => {
    expect(
      contributions(all(3), cal(DEFAULT_CALIBRATION.weights, K_MAX)).score,
    ).toBeLessThanOrEqual(100);
    expect(
      contributions(all(-3), cal(DEFAULT_CALIBRATION.weights, K_MAX)).score,
    ).toBeGreaterThanOrEqual(-100);
    expect(contributions({ value: 1 }, DEFAULT_CALIBRATION)).toMatchObject({ score: null });
  });
});

describe('setWeight', () => {
  it('keeps the others’ proportions and the total at 1', () => {
    const next = setWeight(DEFAULT_CALIBRATION.weights, 'value', 0.6);
    expect(next.value).toBe(0.6);
    for (const key of ['momentum', 'quality', 'lowVolatility', 'size'] as const) {
      expect(next[key]).toBeCloseTo(0.1, 12);
    }
    const sum = Object.values(next).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it('shares the rest equally when the others were all 0, and clamps', () => {
    expect(setWeight(ONLY_VALUE, 'value', 0.2)).toEqual(DEFAULT_CALIBRATION.weights);
    expect(setWeight(DEFAULT_CALIBRATION.weights, 'size', 2).size).toBe(1);
  });
});

describe('weightedMeanComposite', () => {
  it('weighs the holdings that have a composite', () => {
    expect(
      weightedMeanComposite([
        { weight: 3, composite: 0.5 },
        { weight: 1, composite: -0.5 },
        { weight: 5, composite: null },
      ]),
    ).toBeCloseTo(0.25, 12);
    expect(weightedMeanComposite([{ weight: 1, composite: null }])).toBeNull();
  });
});
