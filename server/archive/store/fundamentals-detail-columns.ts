import type { QuarterDetail } from '../generator/fundamentals-detail';
import type { BulkColumn } from './bulk';

/** The quarterly_fundamentals columns of 0013_fundamentals_detail.sql, by their field. */
export const DETAIL_COLUMN_OF = {
  totalAssets: 'total_assets',
  currentAssets: 'current_assets',
  currentLiabilities: 'current_liabilities',
  retainedEarnings: 'retained_earnings',
  ebit: 'ebit',
  interestExpense: 'interest_expense',
  operatingCashFlow: 'operating_cash_flow',
  grossProfit: 'gross_profit',
  longTermDebt: 'long_term_debt',
} as const satisfies Record<keyof QuarterDetail, string>;

type DetailColumn = (typeof DETAIL_COLUMN_OF)[keyof QuarterDetail];

const DETAIL_FIELDS = Object.keys(DETAIL_COLUMN_OF) as Array<keyof QuarterDetail>;

export const FUNDAMENTALS_DETAIL_COLUMNS = Object.fromEntries(
  DETAIL_FIELDS.map((field) => [DETAIL_COLUMN_OF[field], 'bigint']),
) as Record<DetailColumn, BulkColumn['type']>;

/** A row's detail as column values; a missing figure is stored as NULL. */
export const detailColumnValues = (q: { [K in keyof QuarterDetail]?: number | null }): Record<
  DetailColumn,
  number | null
> =>
  Object.fromEntries(
    DETAIL_FIELDS.map((field) => [DETAIL_COLUMN_OF[field], q[field] ?? null]),
  ) as Record<DetailColumn, number | null>;

const setDetail = DETAIL_FIELDS.map(
  (field) => `${DETAIL_COLUMN_OF[field]} = EXCLUDED.${DETAIL_COLUMN_OF[field]}`,
).join(', ');

/**
 * Generated quarters never replace stored ones, except to fill in the detail of demo quarters
 * stored before 0013 added it, so an older demo archive gets it on its next extension.
 */
export const FILL_MISSING_DETAIL = `ON CONFLICT (instrument_id, period_end) DO UPDATE SET ${setDetail}
  WHERE quarterly_fundamentals.is_demo AND quarterly_fundamentals.total_assets IS NULL`;
