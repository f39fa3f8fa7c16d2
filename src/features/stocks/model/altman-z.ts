import type { CompanyKind } from './company-kind';
import type { YearFigures } from './financial-year';

/**
 * Altman's Z-scores over the latest twelve months (flows) and the latest balance sheet.
 *
 * - Manufacturers: the original Z. E. I. Altman (1968), "Financial Ratios, Discriminant
 *   Analysis and the Prediction of Corporate Bankruptcy", Journal of Finance 23(4), 589-609:
 *   Z = 1.2 X1 + 1.4 X2 + 3.3 X3 + 0.6 X4 + 1.0 X5 with X1 = working capital / total assets,
 *   X2 = retained earnings / total assets, X3 = EBIT / total assets, X4 = market value of
 *   equity / book value of total liabilities, X5 = sales / total assets. Zones: below 1.81
 *   distress, 1.81 to 2.99 grey ("zone of ignorance"), above 2.99 safe.
 * - Non-manufacturers: Z'' = 6.56 X1 + 3.26 X2 + 6.72 X3 + 1.05 X4 with X4 = book value of
 *   equity / total liabilities. E. I. Altman (2000), "Predicting Financial Distress of
 *   Companies: Revisiting the Z-Score and ZETA Models", NYU Stern working paper (first in
 *   Altman, Hartzell and Peck 1995 for emerging-market credits). Zones: below 1.10 distress,
 *   1.10 to 2.60 grey, above 2.60 safe. We use Z'' without the +3.25 constant of the
 *   emerging-market version: the constant only shifts the scale to US bond-rating equivalents
 *   and changes no zone (its cut-offs move by the same 3.25).
 * - Financial companies: not applicable (see company-kind.ts).
 */
export type Zone = 'safe' | 'grey' | 'distress';

export type AltmanVariant = 'Z' | 'Z-double-prime';

export interface AltmanComponent {
  id: 'X1' | 'X2' | 'X3' | 'X4' | 'X5';
  label: string;
  value: number;
  coefficient: number;
}

export interface AltmanResult {
  variant: AltmanVariant | null;
  formula: string | null;
  score: number | null;
  zone: Zone | null;
  thresholds: { distress: number; safe: number } | null;
  components: AltmanComponent[];
  /** Why there is no score: not applicable, or a figure missing. */
  reason: string | null;
}

export const ALTMAN_MODELS = {
  Z: {
    formula: 'Z = 1.2 X1 + 1.4 X2 + 3.3 X3 + 0.6 X4 + 1.0 X5',
    coefficients: [1.2, 1.4, 3.3, 0.6, 1.0],
    thresholds: { distress: 1.81, safe: 2.99 },
  },
  'Z-double-prime': {
    formula: "Z'' = 6.56 X1 + 3.26 X2 + 6.72 X3 + 1.05 X4",
    coefficients: [6.56, 3.26, 6.72, 1.05],
    thresholds: { distress: 1.1, safe: 2.6 },
  },
} as const;

export const NOT_APPLICABLE_TO_FINANCIALS =
  "Not applicable to banks, NBFCs, insurers and other financial companies: their balance sheets are loans, deposits and investments, and Altman's models were built on non-financial firms.";

/** The ratios a Z-score is made of (X4's numerator: market value for Z, book value for Z''). */
export interface AltmanRatios {
  x1: number;
  x2: number;
  x3: number;
  x4: number;
  x5: number;
}

export function zoneOf(score: number, thresholds: { distress: number; safe: number }): Zone {
  if (score < thresholds.distress) return 'distress';
  return score > thresholds.safe ? 'safe' : 'grey';
}

/** A Z-score from its ratios (X5 is ignored by Z''). */
export function altmanFromRatios(variant: AltmanVariant, r: AltmanRatios) {
  const model = ALTMAN_MODELS[variant];
  const values = [r.x1, r.x2, r.x3, r.x4, r.x5].slice(0, model.coefficients.length);
  const score = values.reduce((total, x, i) => total + x * (model.coefficients[i] ?? 0), 0);
  return { score, zone: zoneOf(score, model.thresholds) };
}

const LABELS = [
  'Working capital / total assets',
  'Retained earnings / total assets',
  'EBIT / total assets',
  'Equity / total liabilities',
  'Sales / total assets',
] as const;

const unavailable = (variant: AltmanVariant | null, reason: string): AltmanResult => ({
  variant,
  formula: variant ? ALTMAN_MODELS[variant].formula : null,
  score: null,
  zone: null,
  thresholds: variant ? ALTMAN_MODELS[variant].thresholds : null,
  components: [],
  reason,
});

/** `marketCap` in paise (the latest close x shares), needed by the original Z only. */
export function altmanZ(
  kind: CompanyKind,
  year: YearFigures | null,
  marketCap: number | null,
): AltmanResult {
  if (kind === 'financial') return unavailable(null, NOT_APPLICABLE_TO_FINANCIALS);
  const variant: AltmanVariant = kind === 'manufacturer' ? 'Z' : 'Z-double-prime';
  if (!year) return unavailable(variant, 'Needs four consecutive quarters of results.');
  const { totalAssets, currentAssets, currentLiabilities, retainedEarnings, ebit } = year;
  if (
    totalAssets === null ||
    currentAssets === null ||
    currentLiabilities === null ||
    retainedEarnings === null ||
    ebit === null
  ) {
    return unavailable(variant, 'The results lack a balance-sheet or EBIT figure it needs.');
  }
  const liabilities = totalAssets - year.equity;
  if (totalAssets <= 0 || liabilities <= 0) {
    return unavailable(variant, 'Total assets or total liabilities are not positive.');
  }
  if (variant === 'Z' && (marketCap === null || marketCap <= 0)) {
    return unavailable(variant, 'No market capitalisation: the stock has no recent close.');
  }
  const ratios: AltmanRatios = {
    x1: (currentAssets - currentLiabilities) / totalAssets,
    x2: retainedEarnings / totalAssets,
    x3: ebit / totalAssets,
    x4: (variant === 'Z' ? (marketCap ?? 0) : year.equity) / liabilities,
    x5: (year.revenue ?? 0) / totalAssets,
  };
  const model = ALTMAN_MODELS[variant];
  const { score, zone } = altmanFromRatios(variant, ratios);
  const values = [ratios.x1, ratios.x2, ratios.x3, ratios.x4, ratios.x5];
  return {
    variant,
    formula: model.formula,
    score,
    zone,
    thresholds: model.thresholds,
    components: model.coefficients.map((coefficient, i) => ({
      id: `X${i + 1}` as AltmanComponent['id'],
      label:
        i === 3
          ? variant === 'Z'
            ? 'Market value of equity / total liabilities'
            : 'Book value of equity / total liabilities'
          : (LABELS[i] ?? ''),
      value: values[i] ?? 0,
      coefficient,
    })),
    reason: null,
  };
}
