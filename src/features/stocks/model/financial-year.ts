/**
 * Trailing-twelve-month years from quarterly results (the archive's quarterly_fundamentals):
 * flows summed over four consecutive quarters, stocks (balance-sheet figures) at the last one.
 * Money in paise; a figure a quarter lacks makes the year's figure null, never a guess.
 */

export interface QuarterFigures {
  periodEnd: string;
  revenue: number;
  operatingProfit: number;
  netProfit: number;
  totalDebt: number;
  equity: number;
  cash: number;
  sharesOutstanding: number;
  totalAssets: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  retainedEarnings: number | null;
  ebit: number | null;
  interestExpense: number | null;
  operatingCashFlow: number | null;
  grossProfit: number | null;
  longTermDebt: number | null;
}

const FLOWS = [
  'revenue',
  'operatingProfit',
  'netProfit',
  'ebit',
  'interestExpense',
  'operatingCashFlow',
  'grossProfit',
] as const;

type Flow = (typeof FLOWS)[number];

export type YearFigures = { [K in Flow]: number | null } & {
  /** The year's last quarter end. */
  periodEnd: string;
  totalAssets: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  retainedEarnings: number | null;
  longTermDebt: number | null;
  totalDebt: number;
  equity: number;
  cash: number;
  sharesOutstanding: number;
  /** Total assets at the end of the year before (Piotroski scales by them). */
  openingAssets: number | null;
};

export interface FinancialYears {
  latest: YearFigures | null;
  /** The twelve months a year before the latest. */
  previous: YearFigures | null;
  /** Why a year is missing, or a caveat (e.g. an approximated opening balance). */
  notes: string[];
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));

/** The latest run of quarters each three months after the one before, oldest first. */
export function consecutiveQuarters(quarters: readonly QuarterFigures[]): QuarterFigures[] {
  const sorted = [...quarters].sort((a, b) => (a.periodEnd < b.periodEnd ? -1 : 1));
  let start = sorted.length - 1;
  while (start > 0) {
    const here = sorted[start];
    const before = sorted[start - 1];
    if (!here || !before || monthIndex(here.periodEnd) - monthIndex(before.periodEnd) !== 3) break;
    start -= 1;
  }
  return sorted.slice(Math.max(0, start));
}

const sum = (values: ReadonlyArray<number | null>): number | null =>
  values.some((value) => value === null)
    ? null
    : values.reduce<number>((total, value) => total + (value ?? 0), 0);

function yearOf(four: readonly QuarterFigures[], opening: QuarterFigures | undefined): YearFigures {
  const last = four[four.length - 1];
  if (!last || four.length !== 4) throw new Error('a year is four quarters');
  const flows = Object.fromEntries(
    FLOWS.map((flow) => [flow, sum(four.map((quarter) => quarter[flow]))]),
  ) as { [K in Flow]: number | null };
  return {
    ...flows,
    periodEnd: last.periodEnd,
    totalAssets: last.totalAssets,
    currentAssets: last.currentAssets,
    currentLiabilities: last.currentLiabilities,
    retainedEarnings: last.retainedEarnings,
    longTermDebt: last.longTermDebt,
    totalDebt: last.totalDebt,
    equity: last.equity,
    cash: last.cash,
    sharesOutstanding: last.sharesOutstanding,
    openingAssets: opening?.totalAssets ?? null,
  };
}

/**
 * The latest twelve months and the twelve months a year before, from at least eight
 * consecutive quarters. The earlier year's opening assets are those of the quarter before it
 * (a ninth quarter); without one, those of its own first quarter stand in, and a note says so.
 */
export function financialYears(quarters: readonly QuarterFigures[]): FinancialYears {
  const run = consecutiveQuarters(quarters);
  const n = run.length;
  const notes: string[] = [];
  if (n < 4) {
    notes.push(`Needs four consecutive quarters of results; the archive has ${n}.`);
    return { latest: null, previous: null, notes };
  }
  const latest = yearOf(run.slice(n - 4), run[n - 5] ?? run[n - 4]);
  if (n < 5) notes.push('No quarter before the latest year: its opening assets are approximate.');
  if (n < 8) {
    notes.push(
      `Year-on-year tests need eight consecutive quarters of results; the archive has ${n}.`,
    );
    return { latest, previous: null, notes };
  }
  if (n < 9) {
    notes.push(
      `Opening assets of the year to ${run[n - 5]?.periodEnd ?? ''} are those of its first quarter: ` +
        'the quarter before it is not in the archive.',
    );
  }
  const previous = yearOf(run.slice(n - 8, n - 4), run[n - 9] ?? run[n - 8]);
  return { latest, previous, notes };
}
