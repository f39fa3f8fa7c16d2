import type { BacktestResult } from './contract';

// The year-by-month returns table (issue 14, Deliver 5): one row a year, newest first, a cell a
// month (empty before the test began or after it ended), the year's total and NIFTY 50's.

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export interface YearRow {
  year: number;
  /** Twelve cells, January first; null where the test did not run that month. */
  months: Array<number | null>;
  total: number | null;
  benchmark: number | null;
}

export function monthTable(result: Pick<BacktestResult, 'months' | 'years'>): YearRow[] {
  const rows = new Map<number, YearRow>();
  const rowOf = (year: number): YearRow => {
    let row = rows.get(year);
    if (!row) {
      row = { year, months: Array.from({ length: 12 }, () => null), total: null, benchmark: null };
      rows.set(year, row);
    }
    return row;
  };
  for (const cell of result.months) {
    if (cell.month < 1 || cell.month > 12) continue;
    rowOf(cell.year).months[cell.month - 1] = cell.return;
  }
  for (const year of result.years) {
    const row = rowOf(year.year);
    row.total = year.return;
    row.benchmark = year.benchmark;
  }
  return [...rows.values()].sort((a, b) => b.year - a.year);
}
