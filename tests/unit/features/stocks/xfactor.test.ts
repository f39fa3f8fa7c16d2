import { describe, expect, it } from 'vitest';
import {
  contributions,
  DEFAULT_CALIBRATION,
  ownershipSignals,
  type HoldingQuarter,
} from '@/features/stocks/model/xfactor';

describe('contributions (tanh calibration)', () => {
  it('weighs each factor by 100 × weight × tanh(z / scale), worked by hand', () => {
    // tanh(1) = 0.761594, tanh(-0.5) = -0.462117, tanh(3) = 0.995055.
    const { parts, total } = contributions([
      { key: 'value', z: 1 },
      { key: 'momentum', z: -0.5 },
      { key: 'quality', z: 3 },
      { key: 'lowVolatility', z: 0 },
      { key: 'size', z: null },
    ]);
    expect(parts.map((part) => part.points)).toEqual([15.2, -9.2, 19.9, 0, 0]);
    expect(total).toBe(25.9);
  });

  it('stays within ±100 however extreme the scores', () => {
    const keys = ['value', 'momentum', 'quality', 'lowVolatility', 'size'] as const;
    expect(contributions(keys.map((key) => ({ key, z: 50 }))).total).toBe(100);
    expect(contributions(keys.map((key) => ({ key, z: -50 }))).total).toBe(-100);
  });

  it('follows another calibration', () => {
    const calibration = {
      ...DEFAULT_CALIBRATION,
      weights: { value: 1, momentum: 0, quality: 0, lowVolatility: 0, size: 0 },
      scale: 2,
      source: 'adviser' as const,
    };
    // 100 × tanh(1 / 2) = 46.2
    expect(contributions([{ key: 'value', z: 1 }], calibration).total).toBe(46.2);
  });
});

const q = (periodEnd: string, promoter: number, pledge: number, fii: number, dii: number) =>
  ({
    periodEnd,
    promoterHoldingBp: promoter,
    promoterPledgeBp: pledge,
    fiiHoldingBp: fii,
    diiHoldingBp: dii,
  }) satisfies HoldingQuarter;

describe('ownershipSignals', () => {
  it('compares the latest quarter with four quarters before', () => {
    const result = ownershipSignals([
      q('2025-03-31', 1, 1, 1, 1),
      q('2025-06-30', 5000, 0, 2000, 1500),
      q('2025-09-30', 5010, 0, 2050, 1500),
      q('2025-12-31', 5020, 0, 2100, 1480),
      q('2026-03-31', 5025, 0, 2150, 1450),
      q('2026-06-30', 5050, 250, 1900, 1505),
    ]);
    expect(result?.from).toBe('2025-06-30');
    expect(result?.to).toBe('2026-06-30');
    expect(result?.signals.map((s) => [s.key, s.now, s.change, s.tone])).toEqual([
      ['promoter', 50.5, 0.5, 'positive'],
      ['pledge', 2.5, 2.5, 'negative'],
      ['fii', 19, -1, 'negative'],
      ['dii', 15.05, 0.05, 'neutral'],
    ]);
    expect(result?.signals[1]?.meaning).toBe(
      'More promoter shares pledged for loans: a sign of promoter stress.',
    );
  });

  it('leaves out promoter signals for a company without promoters', () => {
    const result = ownershipSignals([
      q('2025-06-30', 0, 0, 3000, 2000),
      q('2025-09-30', 0, 0, 3100, 2000),
    ]);
    expect(result?.signals.map((s) => s.key)).toEqual(['fii', 'dii']);
  });

  it('needs two quarters', () => {
    expect(ownershipSignals([q('2025-06-30', 0, 0, 3000, 2000)])).toBeNull();
    expect(ownershipSignals([])).toBeNull();
  });
});
