import type { YearFigures } from './financial-year';

/**
 * Piotroski's F-score: nine pass/fail signals of the latest year against the year before.
 * Source: J. D. Piotroski (2000), "Value Investing: The Use of Historical Financial Statement
 * Information to Separate Winners from Losers", Journal of Accounting Research 38 (Supplement),
 * pp. 1-41, section 2.2. ROA, CFO and asset turnover are scaled by beginning-of-year total
 * assets; leverage is long-term debt over average total assets; liquidity is the year-end
 * current ratio; margin is gross profit over sales. Here a year is the trailing twelve months.
 */
export type PiotroskiTestId =
  | 'roa'
  | 'cfo'
  | 'delta-roa'
  | 'accrual'
  | 'delta-leverage'
  | 'delta-liquidity'
  | 'no-new-shares'
  | 'delta-gross-margin'
  | 'delta-asset-turnover';

export interface PiotroskiTest {
  id: PiotroskiTestId;
  label: string;
  /** The test in words, e.g. "ROA this year > ROA a year before". */
  rule: string;
  /** null: a figure it needs is missing. */
  passed: boolean | null;
  /** What was tested, and what it was compared with (0 for the level tests). */
  value: number | null;
  benchmark: number | null;
}

export interface PiotroskiResult {
  /** 0-9, or null when a test could not be run. */
  score: number | null;
  tests: PiotroskiTest[];
  reason: string | null;
}

/** Relative tolerance for "no new shares": rounding of split-adjusted counts. */
const SHARES_TOLERANCE = 1e-4;

const ratio = (top: number | null, bottom: number | null): number | null =>
  top === null || bottom === null || bottom <= 0 ? null : top / bottom;

const average = (a: number | null, b: number | null) =>
  a === null || b === null ? null : (a + b) / 2;

const roa = (y: YearFigures) => ratio(y.netProfit, y.openingAssets);
const cfo = (y: YearFigures) => ratio(y.operatingCashFlow, y.openingAssets);
const leverage = (y: YearFigures) => ratio(y.longTermDebt, average(y.totalAssets, y.openingAssets));
const currentRatio = (y: YearFigures) => ratio(y.currentAssets, y.currentLiabilities);
const grossMargin = (y: YearFigures) => ratio(y.grossProfit, y.revenue);
const turnover = (y: YearFigures) => ratio(y.revenue, y.openingAssets);

const test = (
  id: PiotroskiTestId,
  label: string,
  rule: string,
  value: number | null,
  benchmark: number | null,
  pass: (value: number, benchmark: number) => boolean,
): PiotroskiTest => ({
  id,
  label,
  rule,
  value,
  benchmark,
  passed: value === null || benchmark === null ? null : pass(value, benchmark),
});

const above = (value: number, benchmark: number) => value > benchmark;

/**
 * `shareFactor`: shares after per share before of the splits and bonuses between the two year
 * ends, so a split is not counted as an issue of new shares.
 */
export function piotroski(
  latest: YearFigures | null,
  previous: YearFigures | null,
  shareFactor = 1,
): PiotroskiResult {
  const now = <T>(pick: (y: YearFigures) => T): T | null => (latest ? pick(latest) : null);
  const prior = <T>(pick: (y: YearFigures) => T): T | null => (previous ? pick(previous) : null);
  const tests: PiotroskiTest[] = [
    test('roa', 'Return on assets', 'Net profit / opening assets > 0', now(roa), 0, above),
    test(
      'cfo',
      'Operating cash flow',
      'Operating cash flow / opening assets > 0',
      now(cfo),
      0,
      above,
    ),
    test('delta-roa', 'Change in ROA', 'ROA > ROA a year before', now(roa), prior(roa), above),
    test(
      'accrual',
      'Accruals',
      'Operating cash flow / opening assets > ROA',
      now(cfo),
      now(roa),
      above,
    ),
    test(
      'delta-leverage',
      'Change in leverage',
      'Long-term debt / average assets < a year before (or no long-term debt in either year)',
      now(leverage),
      prior(leverage),
      (value, benchmark) => value < benchmark || (value === 0 && benchmark === 0),
    ),
    test(
      'delta-liquidity',
      'Change in current ratio',
      'Current ratio > a year before',
      now(currentRatio),
      prior(currentRatio),
      above,
    ),
    test(
      'no-new-shares',
      'No new shares',
      'Shares outstanding <= a year before (split and bonus adjusted)',
      latest?.sharesOutstanding ?? null,
      previous ? previous.sharesOutstanding * shareFactor : null,
      (value, benchmark) => value <= benchmark * (1 + SHARES_TOLERANCE),
    ),
    test(
      'delta-gross-margin',
      'Change in gross margin',
      'Gross profit / revenue > a year before',
      now(grossMargin),
      prior(grossMargin),
      above,
    ),
    test(
      'delta-asset-turnover',
      'Change in asset turnover',
      'Revenue / opening assets > a year before',
      now(turnover),
      prior(turnover),
      above,
    ),
  ];
  const open = tests.filter((t) => t.passed === null);
  return {
    score: open.length === 0 ? tests.filter((t) => t.passed).length : null,
    tests,
    reason:
      open.length === 0
        ? null
        : latest && previous
          ? `Missing figures for: ${open.map((t) => t.label).join(', ')}.`
          : 'Needs eight consecutive quarters: the latest year and the year before it.',
  };
}
