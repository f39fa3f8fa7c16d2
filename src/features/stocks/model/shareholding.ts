import type { ShareholdingQuarter } from '../api/get-shareholding';

// Shareholding pattern (issue 12, Deliver 6): who owns the company each quarter, in percent.
// The archive gives basis points of the shares (5012 = 50.12 %); the pledge is a share of the
// promoters' own holding, as companies report it to the exchanges (SEBI SAST Regulation 31).

export interface ShareholdingRow {
  periodEnd: string;
  promoter: number;
  /** Percent of the promoters' shares that are pledged. */
  pledged: number;
  fii: number;
  dii: number;
  /** Everyone else: retail, HNIs, corporates, the rest. */
  publicOther: number;
}

const percent = (bp: number) => bp / 100;

export function shareholdingRows(quarters: readonly ShareholdingQuarter[]): ShareholdingRow[] {
  return quarters.map((q) => ({
    periodEnd: q.periodEnd,
    promoter: percent(q.promoterHoldingBp),
    pledged: percent(q.promoterPledgeBp),
    fii: percent(q.fiiHoldingBp),
    dii: percent(q.diiHoldingBp),
    publicOther: percent(
      Math.max(0, 10_000 - q.promoterHoldingBp - q.fiiHoldingBp - q.diiHoldingBp),
    ),
  }));
}

/** A quarter's end as people say it: 2026-03-31 → "Mar 2026". */
export function quarterLabel(periodEnd: string): string {
  const [year, month] = periodEnd.split('-');
  const names = [
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
  ];
  return `${names[Number(month) - 1] ?? month} ${year}`;
}

/** Percentage points moved over the rows shown, first to last (null with fewer than two). */
export function change(rows: readonly ShareholdingRow[], pick: (row: ShareholdingRow) => number) {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last || rows.length < 2) return null;
  return Math.round((pick(last) - pick(first)) * 100) / 100;
}
