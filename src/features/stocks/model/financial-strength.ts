import { altmanZ, type AltmanResult, type Zone } from './altman-z';
import { companyKind, type CompanyKind } from './company-kind';
import { financialYears, type QuarterFigures, type YearFigures } from './financial-year';
import { piotroski, type PiotroskiResult } from './piotroski';

/**
 * The stock page's financial strength view (issue 12, Deliver 8): Piotroski's F-score, Altman's
 * Z, interest coverage, debt to equity, current ratio and the FSI (financial strength index,
 * 0-100) that combines them. Pure: quarterly results in, numbers out (money in paise).
 *
 * FSI = 100 x sum(weight x points) / sum(weight), over the components that apply:
 *   F-score 40 (points = F / 9), Altman Z 25 (0 at the distress cut-off, 1 at the safe one,
 *   linear between), interest coverage 15 (0 at 1.5x, 1 at 8.5x or no interest), debt to
 *   equity 10 (1 at 0.5 or less, 0 at 2 or more; 0 with negative equity), current ratio 10
 *   (0 at 1.0 or less, 1 at 2.0 or more). A component that does not apply (Altman Z, coverage,
 *   D/E and current ratio for financial companies) or lacks figures drops out and the others'
 *   weights are scaled up. No FSI without the F-score. Bands: 70+ strong, 40-69 moderate,
 *   below 40 weak.
 * Coverage cut-offs: 8.5x is the lowest AAA interest coverage and 1.5x the top of B- in
 * A. Damodaran's synthetic-rating table for large non-financial firms ("Ratings, Interest
 * Coverage Ratios and Default Spread", pages.stern.nyu.edu/~adamodar); its A- floor (3x) is
 * our safe zone. The current-ratio band is the textbook 2:1 rule (Graham and Dodd, Security
 * Analysis); the D/E band is our choice for Indian non-financial companies.
 */

export { ALTMAN_MODELS, altmanFromRatios, altmanZ, NOT_APPLICABLE_TO_FINANCIALS } from './altman-z';
export type { AltmanResult, AltmanVariant, Zone } from './altman-z';
export { companyKind, FINANCIAL_INDUSTRIES, MANUFACTURING_INDUSTRIES } from './company-kind';
export type { CompanyKind } from './company-kind';
export { financialYears } from './financial-year';
export type { QuarterFigures, YearFigures } from './financial-year';
export { piotroski } from './piotroski';
export type { PiotroskiResult, PiotroskiTest, PiotroskiTestId } from './piotroski';

export interface StrengthRatio {
  value: number | null;
  zone: Zone | null;
  /** false: shown, but not part of the FSI (financial companies). */
  scored: boolean;
  note: string | null;
}

export type FsiComponentId =
  'f-score' | 'altman-z' | 'interest-coverage' | 'debt-to-equity' | 'current-ratio';

export interface FsiComponent {
  id: FsiComponentId;
  label: string;
  weight: number;
  /** 0-1, or null when the component does not apply or lacks figures. */
  points: number | null;
}

export interface Fsi {
  score: number | null;
  band: 'strong' | 'moderate' | 'weak' | null;
  components: FsiComponent[];
  reason: string | null;
}

export interface FinancialStrength {
  kind: CompanyKind;
  /** End of the latest twelve months, and of the twelve months compared with. */
  asOf: string | null;
  comparedWith: string | null;
  notes: string[];
  piotroski: PiotroskiResult;
  altman: AltmanResult;
  interestCoverage: StrengthRatio;
  debtToEquity: StrengthRatio;
  currentRatio: StrengthRatio;
  fsi: Fsi;
}

export interface StrengthInput {
  sector: string;
  industry: string;
  quarters: readonly QuarterFigures[];
  /** Paise: latest close x shares outstanding. */
  marketCap: number | null;
  /** Shares after per share before, of splits and bonuses between the two year ends. */
  shareFactor?: number;
}

export const FSI_WEIGHTS: Record<FsiComponentId, number> = {
  'f-score': 40,
  'altman-z': 25,
  'interest-coverage': 15,
  'debt-to-equity': 10,
  'current-ratio': 10,
};

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const linear = (x: number, zero: number, one: number) => clamp01((x - zero) / (one - zero));

const FINANCIAL_NOTE =
  'Shown for reference; not scored for financial companies, whose borrowing and deposits are their business.';

function interestCoverage(year: YearFigures | null, financial: boolean): StrengthRatio {
  const scored = !financial;
  if (!year || year.ebit === null || year.interestExpense === null) {
    return { value: null, zone: null, scored, note: 'EBIT or interest expense not reported.' };
  }
  if (year.interestExpense === 0) {
    return { value: null, zone: financial ? null : 'safe', scored, note: 'No interest expense.' };
  }
  const value = year.ebit / year.interestExpense;
  const zone: Zone = value >= 3 ? 'safe' : value >= 1.5 ? 'grey' : 'distress';
  return { value, zone: financial ? null : zone, scored, note: financial ? FINANCIAL_NOTE : null };
}

function debtToEquity(year: YearFigures | null, financial: boolean): StrengthRatio {
  const scored = !financial;
  if (!year) return { value: null, zone: null, scored, note: 'No results.' };
  if (year.equity <= 0) {
    return { value: null, zone: financial ? null : 'distress', scored, note: 'Negative equity.' };
  }
  const value = year.totalDebt / year.equity;
  const zone: Zone = value <= 1 ? 'safe' : value <= 2 ? 'grey' : 'distress';
  return { value, zone: financial ? null : zone, scored, note: financial ? FINANCIAL_NOTE : null };
}

function currentRatio(year: YearFigures | null, financial: boolean): StrengthRatio {
  const scored = !financial;
  if (!year || year.currentAssets === null || !year.currentLiabilities) {
    return { value: null, zone: null, scored, note: 'Current assets or liabilities not reported.' };
  }
  const value = year.currentAssets / year.currentLiabilities;
  const zone: Zone = value >= 1.5 ? 'safe' : value >= 1 ? 'grey' : 'distress';
  return { value, zone: financial ? null : zone, scored, note: financial ? FINANCIAL_NOTE : null };
}

function points(
  id: FsiComponentId,
  s: Omit<FinancialStrength, 'fsi' | 'kind' | 'asOf' | 'comparedWith' | 'notes'>,
): number | null {
  switch (id) {
    case 'f-score':
      return s.piotroski.score === null ? null : s.piotroski.score / 9;
    case 'altman-z': {
      const { score, thresholds } = s.altman;
      return score === null || !thresholds
        ? null
        : linear(score, thresholds.distress, thresholds.safe);
    }
    case 'interest-coverage': {
      const r = s.interestCoverage;
      if (!r.scored || r.zone === null) return null;
      return r.value === null ? 1 : linear(r.value, 1.5, 8.5);
    }
    case 'debt-to-equity': {
      const r = s.debtToEquity;
      if (!r.scored || r.zone === null) return null;
      return r.value === null ? 0 : linear(r.value, 2, 0.5);
    }
    case 'current-ratio': {
      const r = s.currentRatio;
      return !r.scored || r.value === null ? null : linear(r.value, 1, 2);
    }
  }
}

const LABELS: Record<FsiComponentId, string> = {
  'f-score': 'Piotroski F-score',
  'altman-z': 'Altman Z',
  'interest-coverage': 'Interest coverage',
  'debt-to-equity': 'Debt to equity',
  'current-ratio': 'Current ratio',
};

/** The FSI from its parts; exported for the table of worked examples. */
export function fsiOf(parts: Parameters<typeof points>[1]): Fsi {
  const components = (Object.keys(FSI_WEIGHTS) as FsiComponentId[]).map((id) => ({
    id,
    label: LABELS[id],
    weight: FSI_WEIGHTS[id],
    points: points(id, parts),
  }));
  if (parts.piotroski.score === null) {
    return { score: null, band: null, components, reason: 'Needs the Piotroski F-score.' };
  }
  const scored = components.filter((c) => c.points !== null);
  const weight = scored.reduce((total, c) => total + c.weight, 0);
  const score = Math.round(
    (100 * scored.reduce((total, c) => total + c.weight * (c.points ?? 0), 0)) / weight,
  );
  const band = score >= 70 ? 'strong' : score >= 40 ? 'moderate' : 'weak';
  return { score, band, components, reason: null };
}

export function financialStrength(input: StrengthInput): FinancialStrength {
  const kind = companyKind(input.sector, input.industry);
  const financial = kind === 'financial';
  const { latest, previous, notes } = financialYears(input.quarters);
  const parts = {
    piotroski: piotroski(latest, previous, input.shareFactor ?? 1),
    altman: altmanZ(kind, latest, input.marketCap),
    interestCoverage: interestCoverage(latest, financial),
    debtToEquity: debtToEquity(latest, financial),
    currentRatio: currentRatio(latest, financial),
  };
  return {
    kind,
    asOf: latest?.periodEnd ?? null,
    comparedWith: previous?.periodEnd ?? null,
    notes,
    ...parts,
    fsi: fsiOf(parts),
  };
}

/** The page's help: what the FSI is and how it is computed, in plain words. */
export const FSI_HELP = `The financial strength index (FSI) scores a company from 0 to 100 on its latest twelve months of results against the twelve months before. Higher is stronger: 70 and above is strong, 40 to 69 moderate, below 40 weak.

It combines five measures, each turned into points from 0 to 1 and weighted:
- Piotroski F-score (weight 40): nine pass/fail tests of profit, cash flow, debt, liquidity, new shares, margin and asset use (Piotroski, 2000). Points = tests passed / 9.
- Altman Z (weight 25): a bankruptcy-risk score from working capital, retained earnings, operating profit (EBIT), equity and sales, each over total assets or liabilities (Altman, 1968). Manufacturers use the original Z (distress below 1.81, safe above 2.99); other companies use Z'' (Altman, 2000; distress below 1.10, safe above 2.60). Points rise from 0 at the distress line to 1 at the safe line.
- Interest coverage, EBIT / interest expense (weight 15): 0 points at 1.5 times or less, 1 point at 8.5 times or more or with no interest to pay.
- Debt to equity (weight 10): 1 point at 0.5 or less, 0 at 2 or more.
- Current ratio, current assets / current liabilities (weight 10): 0 points at 1.0 or less, 1 point at 2.0 or more.

FSI = 100 x (sum of weight x points) / (sum of the weights used). Banks, NBFCs, insurers and other financial companies are scored on the F-score alone: Altman's models do not apply to them, and their borrowing and deposits are their business, so debt, liquidity and interest ratios are shown but not scored. A measure whose figures are missing is left out the same way. Based on demo data while the archive holds demo data; not investment advice.`;
