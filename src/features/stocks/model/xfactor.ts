import {
  contributions as calibratedContributions,
  DEFAULT_CALIBRATION,
  type Calibration,
  type CalibrationFactorKey,
} from '@/domain/calibration';
import type { FactorKey } from './factors';

// The x-factor view (issue 12, Deliver 5; issue 16, Deliver 5): the composite explained as each
// factor's contribution under the score calibration in use, and the ownership signals of the
// last four quarters.
//
// Calibration (src/domain/calibration.ts): score = 100 × tanh(k · Σ wᵢ zᵢ), from −100 to +100,
// over the factors known (weights rescaled over them; no score with fewer than 3), and each
// factor's part = score × wᵢzᵢ / Σ wⱼzⱼ, so the parts add up to the score. The weights and k are
// the adviser's (the /advisor/tanh screen; an investor sees their adviser's), else the
// default: equal weights, k = 1.

// The factor engine's keys and the calibration's are one list (also checked by a unit test).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SAME_KEYS: Same<FactorKey, CalibrationFactorKey> = true;
void SAME_KEYS;

export { DEFAULT_CALIBRATION, type Calibration };

export interface Contribution {
  key: FactorKey;
  z: number | null;
  weight: number;
  /** Points of the score, to a tenth; 0 when the factor is not known or weighs 0. */
  points: number;
}

const tenth = (value: number) => Math.round(value * 10) / 10 || 0;

/** The score and its parts, to a tenth; total null when the stock has no composite. */
export function contributions(
  scores: ReadonlyArray<{ key: FactorKey; z: number | null }>,
  calibration: Calibration = DEFAULT_CALIBRATION,
): { parts: Contribution[]; total: number | null } {
  const z = Object.fromEntries(scores.map(({ key, z: value }) => [key, value]));
  const { score, parts } = calibratedContributions(z, calibration);
  const asked = new Set(scores.map(({ key }) => key));
  return {
    parts: parts
      .filter((part) => asked.has(part.key))
      .map((part) => ({ ...part, points: tenth(part.points) })),
    total: score === null ? null : tenth(score),
  };
}

const SAVED_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});
const SAVED_DAY_YEAR = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The calibration in use, as GET /api/calibration answers it. */
export interface CalibrationInUse {
  calibration: Calibration;
  source: 'default' | 'adviser';
  adviserName: string | null;
  savedAt: string | null;
}

/**
 * Whose calibration it is, in a line: "Priya Mehta’s calibration (adviser), saved 12 Nov" or
 * "Default: equal weights, k = 1". The year is said when it is not this year's.
 */
export function calibrationLine(answer: CalibrationInUse, now: Date = new Date()): string {
  if (answer.source === 'default') {
    return `Default: equal weights, k = ${DEFAULT_CALIBRATION.k}`;
  }
  const whose = answer.adviserName
    ? `${answer.adviserName}’s calibration (adviser)`
    : 'Your adviser’s calibration';
  if (!answer.savedAt) return whose;
  const saved = new Date(answer.savedAt);
  const format = saved.getUTCFullYear() === now.getUTCFullYear() ? SAVED_DAY : SAVED_DAY_YEAR;
  return `${whose}, saved ${format.format(saved)}`;
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
