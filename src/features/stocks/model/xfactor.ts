import type { FactorKey } from './factors';

// The x-factor view (issue 12, Deliver 5): the composite explained as each factor's
// contribution after calibration, and the ownership signals of the last four quarters.
//
// Calibration squashes each factor's z-score with tanh, so one extreme factor cannot swamp the
// rest, then weighs it: contribution = 100 × weight × tanh(z / scale), and the x-factor score is
// their sum, between −100 and +100. The adviser's own calibration (weights and scale, the
// advisor workspace's /advisor/tanh screen) replaces this default when that feature lands; until
// then every factor weighs the same and scale 1 maps a z of ±1 to ±76% of a factor's share.

export interface Calibration {
  weights: Record<FactorKey, number>;
  /** z-scores are divided by it before tanh: larger is gentler. */
  scale: number;
  source: 'default' | 'adviser';
}

export const DEFAULT_CALIBRATION: Calibration = {
  weights: { value: 0.2, momentum: 0.2, quality: 0.2, lowVolatility: 0.2, size: 0.2 },
  scale: 1,
  source: 'default',
};

export interface Contribution {
  key: FactorKey;
  z: number | null;
  weight: number;
  /** Points out of ±100 × weight; 0 when the factor is not known. */
  points: number;
}

export function contributions(
  scores: ReadonlyArray<{ key: FactorKey; z: number | null }>,
  calibration: Calibration = DEFAULT_CALIBRATION,
): { parts: Contribution[]; total: number } {
  const parts = scores.map(({ key, z }) => {
    const weight = calibration.weights[key];
    const points = z === null ? 0 : 100 * weight * Math.tanh(z / calibration.scale);
    return { key, z, weight, points: Math.round(points * 10) / 10 };
  });
  const total = Math.round(parts.reduce((sum, part) => sum + part.points, 0) * 10) / 10;
  return { parts, total };
}

export interface HoldingQuarter {
  periodEnd: string;
  promoterHoldingBp: number;
  promoterPledgeBp: number;
  fiiHoldingBp: number;
  diiHoldingBp: number;
}

export type Tone = 'positive' | 'negative' | 'neutral';

export interface OwnershipSignal {
  key: 'promoter' | 'pledge' | 'fii' | 'dii';
  label: string;
  /** Percent now (of all shares; the pledge: of the promoters' shares). */
  now: number;
  /** Percentage points moved over the quarters compared. */
  change: number;
  tone: Tone;
  meaning: string;
}

/** Moves under a tenth of a point are noise in reported shareholding. */
const NOISE_POINTS = 0.1;

const toneOf = (change: number, goodWhenUp: boolean): Tone =>
  Math.abs(change) < NOISE_POINTS ? 'neutral' : change > 0 === goodWhenUp ? 'positive' : 'negative';

/**
 * Ownership over the last four quarters (the latest against four quarters before, or the
 * oldest given): promoters and institutions adding is read as confidence, a rising pledge as
 * promoter stress (SEBI requires pledges to be disclosed for this reason).
 */
export function ownershipSignals(quarters: readonly HoldingQuarter[]): {
  from: string;
  to: string;
  signals: OwnershipSignal[];
} | null {
  const latest = quarters[quarters.length - 1];
  const base = quarters[Math.max(0, quarters.length - 5)];
  if (!latest || !base || latest === base) return null;
  const moved = (pick: (q: HoldingQuarter) => number) =>
    Math.round(pick(latest) - pick(base)) / 100;
  const signals: OwnershipSignal[] = [];
  if (latest.promoterHoldingBp > 0 || base.promoterHoldingBp > 0) {
    const change = moved((q) => q.promoterHoldingBp);
    signals.push({
      key: 'promoter',
      label: 'Promoter holding',
      now: latest.promoterHoldingBp / 100,
      change,
      tone: toneOf(change, true),
      meaning:
        Math.abs(change) < NOISE_POINTS
          ? 'Promoters kept their stake.'
          : change > 0
            ? 'Promoters raised their stake: usually read as confidence.'
            : 'Promoters cut their stake: worth asking why.',
    });
    const pledge = moved((q) => q.promoterPledgeBp);
    signals.push({
      key: 'pledge',
      label: 'Promoter shares pledged',
      now: latest.promoterPledgeBp / 100,
      change: pledge,
      tone: toneOf(pledge, false),
      meaning:
        latest.promoterPledgeBp === 0 && Math.abs(pledge) < NOISE_POINTS
          ? 'No promoter shares are pledged.'
          : pledge > NOISE_POINTS
            ? 'More promoter shares pledged for loans: a sign of promoter stress.'
            : pledge < -NOISE_POINTS
              ? 'Promoters released pledged shares.'
              : 'The pledge is unchanged.',
    });
  }
  const fii = moved((q) => q.fiiHoldingBp);
  signals.push({
    key: 'fii',
    label: 'Foreign institutions (FII)',
    now: latest.fiiHoldingBp / 100,
    change: fii,
    tone: toneOf(fii, true),
    meaning:
      Math.abs(fii) < NOISE_POINTS
        ? 'Foreign institutions held steady.'
        : fii > 0
          ? 'Foreign institutions bought more.'
          : 'Foreign institutions sold some.',
  });
  const dii = moved((q) => q.diiHoldingBp);
  signals.push({
    key: 'dii',
    label: 'Domestic institutions (DII)',
    now: latest.diiHoldingBp / 100,
    change: dii,
    tone: toneOf(dii, true),
    meaning:
      Math.abs(dii) < NOISE_POINTS
        ? 'Mutual funds and insurers held steady.'
        : dii > 0
          ? 'Mutual funds and insurers bought more.'
          : 'Mutual funds and insurers sold some.',
  });
  return { from: base.periodEnd, to: latest.periodEnd, signals };
}
