// How the strategy screens write rates, ratios and days. Returns, volatility, drawdowns and
// rates come as fractions (0.123 = 12.3 %), money as integer paise (model/contract.ts).

const onePlace = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const signedOnePlace = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const twoPlaces = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export const NONE = '–';

/** 0.1234 -> "+12.3%", -0.05 -> "-5.0%", null -> "–". */
export const formatSignedPercent = (fraction: number | null): string =>
  fraction === null || !Number.isFinite(fraction)
    ? NONE
    : `${signedOnePlace.format(fraction * 100)}%`;

/** 0.182 -> "18.2%", null -> "–". */
export const formatPercent = (fraction: number | null): string =>
  fraction === null || !Number.isFinite(fraction) ? NONE : `${onePlace.format(fraction * 100)}%`;

/** A ratio such as Sharpe or beta: 1.234 -> "1.23". */
export const formatRatio = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? NONE : twoPlaces.format(value);

/** 143 -> "143 days", 1 -> "1 day". */
export const formatDays = (days: number | null, unit = 'day'): string =>
  days === null || !Number.isFinite(days)
    ? NONE
    : `${whole.format(days)} ${Math.round(days) === 1 ? unit : `${unit}s`}`;

/** A fraction as the number a user types in a percent box: 0.065 -> "6.5". */
export const percentText = (fraction: number): string =>
  String(Number((fraction * 100).toFixed(4)));

/** "6.5" -> 0.065 without float dust (7.1 / 100 is 0.07099999999999999); NaN when not a number. */
export function fractionOfPercentText(text: string): number {
  const cleaned = text.replace(/[%\s]/g, '');
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(cleaned)) return Number.NaN;
  return Number((Number(cleaned) / 100).toFixed(6));
}

/** The tone of a signed figure, for colour beside its sign (never colour alone). */
export const toneOf = (value: number | null): 'green.fg' | 'red.fg' | 'fg.muted' =>
  value === null || value === 0 ? 'fg.muted' : value > 0 ? 'green.fg' : 'red.fg';
