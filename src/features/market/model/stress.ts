/**
 * The market stress gauge (issue 15, Deliver 1; rules in docs/market-stress.md): four readings of
 * the latest trading day, each mapped to 0 (calm) .. 100 (stressed) by a straight line between
 * two documented thresholds, averaged to a score with a level. Shared by the archive, which
 * computes the gauge (server/archive/read/market-internals.ts), and the screen, which explains it.
 */

export const STRESS_KEYS = ['breadth', 'belowAverage', 'drawdown', 'volatility'] as const;
export type StressKey = (typeof STRESS_KEYS)[number];

export interface StressRule {
  key: StressKey;
  label: string;
  /** What the reading is, in one line a client could follow. */
  explain: string;
  /** The reading (in percent) at or beyond which the component scores 0. */
  calm: number;
  /** The reading (in percent) at or beyond which the component scores 100. */
  stressed: number;
}

/** The thresholds, in percent. calm > stressed where a lower reading is the worse one. */
export const STRESS_RULES: readonly StressRule[] = [
  {
    key: 'breadth',
    label: 'Breadth',
    explain: 'Advancing stocks as a share of those that moved today (NSE).',
    calm: 60,
    stressed: 30,
  },
  {
    key: 'belowAverage',
    label: 'Below 200-day average',
    explain: 'Share of stocks closing below their 200-day average close (split-adjusted).',
    calm: 30,
    stressed: 70,
  },
  {
    key: 'drawdown',
    label: 'NIFTY 50 drawdown',
    explain: 'How far NIFTY 50 closes below its highest close of the last 52 weeks.',
    calm: 3,
    stressed: 20,
  },
  {
    key: 'volatility',
    label: 'NIFTY 50 volatility',
    explain: 'Realised volatility of NIFTY 50 over 20 trading days, annualised (×√252).',
    calm: 10,
    stressed: 35,
  },
];

export const STRESS_LEVELS = ['calm', 'normal', 'elevated', 'stressed'] as const;
export type StressLevel = (typeof STRESS_LEVELS)[number];

/** Lower bounds of each level's score: calm below 25, normal below 50, elevated below 75. */
export const LEVEL_FLOORS: Readonly<Record<StressLevel, number>> = {
  calm: 0,
  normal: 25,
  elevated: 50,
  stressed: 75,
};

/** A reading in percent to 0..100, a straight line from `calm` (0) to `stressed` (100), clamped. */
export function componentScore(value: number, rule: Pick<StressRule, 'calm' | 'stressed'>): number {
  const fraction = (value - rule.calm) / (rule.stressed - rule.calm);
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

export function stressLevel(score: number): StressLevel {
  if (score >= LEVEL_FLOORS.stressed) return 'stressed';
  if (score >= LEVEL_FLOORS.elevated) return 'elevated';
  if (score >= LEVEL_FLOORS.normal) return 'normal';
  return 'calm';
}

export interface StressComponent {
  key: StressKey;
  /** The reading in percent (2 decimals); null when the archive holds too little history. */
  value: number | null;
  /** 0..100; null with the value. */
  score: number | null;
}

export interface StressGauge {
  /** The mean of the components that could be read, 0..100; null when none could. */
  score: number | null;
  level: StressLevel | null;
  components: StressComponent[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The gauge from the four readings (percent; null when unknown). */
export function stressGauge(readings: Readonly<Record<StressKey, number | null>>): StressGauge {
  const components = STRESS_RULES.map((rule): StressComponent => {
    const value = readings[rule.key];
    return value === null || !Number.isFinite(value)
      ? { key: rule.key, value: null, score: null }
      : { key: rule.key, value: round2(value), score: componentScore(value, rule) };
  });
  const known = components.flatMap((component) =>
    component.score === null ? [] : [component.score],
  );
  if (known.length === 0) return { score: null, level: null, components };
  const score = Math.round(known.reduce((sum, value) => sum + value, 0) / known.length);
  return { score, level: stressLevel(score), components };
}

/** Trading days a year, for annualising daily volatility. */
export const TRADING_DAYS_A_YEAR = 252;
export const VOLATILITY_DAYS = 20;
export const AVERAGE_DAYS = 200;

/**
 * Realised volatility in percent, annualised: the sample standard deviation of the last `days`
 * daily log returns of `closes` (oldest first) × √252 × 100; null with fewer than days + 1 closes.
 */
export function realisedVolatility(
  closes: readonly number[],
  days = VOLATILITY_DAYS,
): number | null {
  if (closes.length < days + 1) return null;
  const recent = closes.slice(-(days + 1));
  const returns: number[] = [];
  for (let i = 1; i < recent.length; i += 1) returns.push(Math.log(recent[i]! / recent[i - 1]!));
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(TRADING_DAYS_A_YEAR) * 100;
}

/** Percent below the highest of `closes` (the last is today): 0 at a new high. */
export function drawdownFromHigh(closes: readonly number[]): number | null {
  if (closes.length === 0) return null;
  const high = Math.max(...closes);
  return high > 0 ? ((high - closes.at(-1)!) / high) * 100 : null;
}

/** Advances as a percent of advances + declines; null when nothing moved. */
export const advancesShare = (advances: number, declines: number): number | null =>
  advances + declines === 0 ? null : (advances / (advances + declines)) * 100;
