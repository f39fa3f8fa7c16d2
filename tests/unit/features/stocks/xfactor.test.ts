import { describe, expect, it } from 'vitest';
import {
  calibrationLine,
  contributions,
  DEFAULT_CALIBRATION,
  ownershipSignals,
  type HoldingQuarter,
} from '@/features/stocks/model/xfactor';

describe('contributions (tanh calibration)', () => {
  it('score = 100 × tanh(k · Σwz) over the known factors, parts by share, worked by hand', () => {
    // Known: value 1, momentum −0.5, quality 3, low volatility 0 (size unknown), equal weights
    // rescaled over the four: raw = 3.5 / 4 = 0.875; 100 × tanh(0.875) = 70.39. Each part is
    // 70.39 × z / 3.5: 20.11, −10.06, 60.33, 0, 0.
    const { parts, total } = contributions([
      { key: 'value', z: 1 },
      { key: 'momentum', z: -0.5 },
      { key: 'quality', z: 3 },
      { key: 'lowVolatility', z: 0 },
      { key: 'size', z: null },
    ]);
    expect(parts.map((part) => part.points)).toEqual([20.1, -10.1, 60.3, 0, 0]);
    expect(total).toBe(70.4);
  });

  it('stays within ±100 however extreme the scores', () => {
    const keys = ['value', 'momentum', 'quality', 'lowVolatility', 'size'] as const;
    expect(contributions(keys.map((key) => ({ key, z: 50 }))).total).toBe(100);
    expect(contributions(keys.map((key) => ({ key, z: -50 }))).total).toBe(-100);
  });

  it('has no score with fewer than 3 factors known', () => {
    expect(contributions([{ key: 'value', z: 1 }]).total).toBeNull();
  });

  it('follows another calibration', () => {
    const calibration = {
      weights: { value: 1, momentum: 0, quality: 0, lowVolatility: 0, size: 0 },
      k: 0.5,
    };
    const keys = ['value', 'momentum', 'quality'] as const;
    // 100 × tanh(0.5 × 1) = 46.2, all of it value's.
    const { parts, total } = contributions(
      keys.map((key) => ({ key, z: key === 'value' ? 1 : 2 })),
      calibration,
    );
    expect(total).toBe(46.2);
    expect(parts.map((part) => part.points)).toEqual([46.2, 0, 0]);
  });
});

describe('calibrationLine', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('says whose calibration it is and when it was saved', () => {
    expect(
      calibrationLine(
        {
          calibration: DEFAULT_CALIBRATION,
          source: 'adviser',
          adviserName: 'Priya Mehta',
          savedAt: '2026-11-12T09:00:00.000Z',
        },
        now,
      ),
    ).toBe('Priya Mehta’s calibration (adviser), saved 12 Nov');
    expect(
      calibrationLine(
        { calibration: DEFAULT_CALIBRATION, source: 'default', adviserName: null, savedAt: null },
        now,
      ),
    ).toBe('Default: equal weights, k = 1');
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
