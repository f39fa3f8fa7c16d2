import type { Database } from '../../db/database';
import { todayInIndia } from '../calendar';
import { afterLoad } from '../store/after-load';
import { insertColumns, type BulkColumn } from '../store/bulk';
import { recordImport } from '../store/import-history';
import { DETAIL_COLUMN_OF, detailColumnValues } from '../store/fundamentals-detail-columns';
import { instrumentIds } from '../store/write-generated';
import type { LineIssue } from './bhavcopy-parse';
import { parseFundamentals, type FundamentalsRow } from './fundamentals-parse';

export interface FundamentalsFile {
  name: string;
  content: string;
}

export interface FundamentalsFileReport {
  file: string;
  /** The quarter ends the loaded lines are for. */
  periods: string[];
  loaded: number;
  /** Of the loaded rows, how many replaced a quarter already stored (demo or imported). */
  replaced: number;
  skipped: LineIssue[];
  rejected: LineIssue[];
}

export interface FundamentalsReport {
  files: FundamentalsFileReport[];
  loaded: number;
  skipped: number;
  rejected: number;
  /** The new data-update time, or null when nothing was loaded (and nothing changed). */
  updatedatetime: string | null;
}

const BASE_COLUMNS: Array<[string, BulkColumn['type'], (row: Row) => unknown]> = [
  ['instrument_id', 'int', (row) => row.id],
  ['period_end', 'date', (row) => row.periodEnd],
  ['announced_on', 'date', (row) => row.announcedOn],
  ['revenue', 'bigint', (row) => row.revenue],
  ['operating_profit', 'bigint', (row) => row.operatingProfit],
  ['net_profit', 'bigint', (row) => row.netProfit],
  ['total_debt', 'bigint', (row) => row.totalDebt],
  ['equity', 'bigint', (row) => row.equity],
  ['cash', 'bigint', (row) => row.cash],
  ['shares_outstanding', 'bigint', (row) => row.sharesOutstanding],
  ['promoter_holding_bp', 'int', (row) => row.promoterHoldingBp],
  ['promoter_pledge_bp', 'int', (row) => row.promoterPledgeBp],
  ['fii_holding_bp', 'int', (row) => row.fiiHoldingBp],
  ['dii_holding_bp', 'int', (row) => row.diiHoldingBp],
];

type Row = FundamentalsRow & { id: number };

const DETAIL_COLUMNS = Object.values(DETAIL_COLUMN_OF);

const UPSERT = `ON CONFLICT (instrument_id, period_end) DO UPDATE SET ${[
  ...BASE_COLUMNS.slice(2).map(([name]) => name),
  ...DETAIL_COLUMNS,
]
  .map((name) => `${name} = EXCLUDED.${name}`)
  .join(', ')}, is_demo = false`;

/**
 * Loads fundamentals CSV files in one transaction. A company's quarter is replaced by a later
 * import of that quarter (idempotent), demo or not; a malformed line is rejected alone. Like a
 * bhavcopy import it ends with afterLoad: no bars changed, so no index level is recomputed, but
 * quotes (market capitalisation = close x the latest quarter's shares) and the overview are
 * rebuilt and the data-update time moves on, so every cache of the archive refreshes. Each file
 * leaves one row in the import history (archive_imports), naming `actor`.
 */
export async function importFundamentals(
  db: Database,
  files: readonly FundamentalsFile[],
  { today = todayInIndia(), actor }: { today?: string; actor?: string } = {},
): Promise<FundamentalsReport> {
  const startedAt = new Date();
  return db.transaction(async (tx) => {
    const ids = await instrumentIds(tx);
    const reports: FundamentalsFileReport[] = [];
    const load: Row[] = [];
    for (const file of files) {
      const parsed = parseFundamentals(file.content, today);
      const skipped: LineIssue[] = [];
      const rows: Row[] = [];
      for (const row of parsed.rows) {
        const id = ids.get(row.symbol);
        if (id === undefined) {
          skipped.push({
            line: row.line,
            reason: `${row.symbol} is not in the archive's universe`,
          });
        } else rows.push({ ...row, id });
      }
      const existing = rows.length
        ? await tx.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM quarterly_fundamentals f
               JOIN unnest($1::int[], $2::date[]) AS k (id, period_end)
                 ON f.instrument_id = k.id AND f.period_end = k.period_end`,
            [rows.map((r) => r.id), rows.map((r) => r.periodEnd)],
          )
        : [];
      load.push(...rows);
      reports.push({
        file: file.name,
        periods: [...new Set(rows.map((r) => r.periodEnd))].sort(),
        loaded: rows.length,
        replaced: existing[0]?.n ?? 0,
        skipped,
        rejected: parsed.rejected,
      });
    }
    // The same quarter of a company in two files: the later file wins, as a re-import would.
    const unique = [...new Map(load.map((row) => [`${row.id}:${row.periodEnd}`, row])).values()];
    const details = unique.map((row) => detailColumnValues(row));
    await insertColumns(
      tx,
      'quarterly_fundamentals',
      [
        ...BASE_COLUMNS.map(([name, type, pick]) => ({ name, type, values: unique.map(pick) })),
        ...DETAIL_COLUMNS.map((name) => ({
          name,
          type: 'bigint' as const,
          values: details.map((detail) => detail[name]),
        })),
      ],
      { constants: { is_demo: 'false' }, onConflict: UPSERT },
    );
    const updatedatetime = unique.length > 0 ? await afterLoad(tx, [], 'archive-load') : null;
    for (const report of reports) {
      await recordImport(tx, {
        kind: 'fundamentals',
        source: report.file,
        actor: actor ?? '',
        days: report.periods,
        accepted: report.loaded,
        skipped: report.skipped.length,
        rejected: report.rejected,
        dataUpdateTime: report.loaded > 0 ? updatedatetime : null,
        startedAt,
      });
    }
    return {
      files: reports,
      loaded: load.length,
      skipped: reports.reduce((sum, r) => sum + r.skipped.length, 0),
      rejected: reports.reduce((sum, r) => sum + r.rejected.length, 0),
      updatedatetime,
    };
  });
}
