import type { Database } from '../../db/database';
import { todayInIndia } from '../calendar';
import { afterLoad } from '../store/after-load';
import { insertColumns } from '../store/bulk';
import { recordImport } from '../store/import-history';
import { instrumentIds } from '../store/write-generated';
import { parseBhavcopy, type BhavRow, type LineIssue } from './bhavcopy-parse';

export interface BhavcopyFile {
  name: string;
  content: string;
}

export interface SkipGroup {
  reason: string;
  count: number;
  /** The first few lines, to look at. */
  lines: number[];
}

export interface BhavcopyFileReport {
  file: string;
  layout: 'classic' | 'udiff' | null;
  tradeDates: string[];
  loaded: number;
  /** Of the loaded rows, how many replaced a bar already stored for that day. */
  replaced: number;
  skipped: SkipGroup[];
  rejected: LineIssue[];
}

export interface BhavcopyReport {
  files: BhavcopyFileReport[];
  loaded: number;
  skipped: number;
  rejected: number;
  /** The new data-update time, or null when nothing was loaded (and nothing changed). */
  updatedatetime: string | null;
}

function group(issues: readonly LineIssue[]): SkipGroup[] {
  const groups = new Map<string, SkipGroup>();
  for (const { line, reason } of issues) {
    const entry = groups.get(reason) ?? { reason, count: 0, lines: [] };
    entry.count += 1;
    if (entry.lines.length < 5) entry.lines.push(line);
    groups.set(reason, entry);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/**
 * Loads NSE bhavcopy files in one transaction. A day's bar is replaced by a later import of that
 * day (idempotent), demo or not; a malformed line is rejected alone, and nothing else stored is
 * touched. Afterwards index levels, quotes and the overview of those days are rebuilt and the
 * data-update time moves on. Each file leaves one row in the import history (archive_imports),
 * naming `actor` (the command and the OS user that ran it).
 */
export async function importBhavcopy(
  db: Database,
  files: readonly BhavcopyFile[],
  { today = todayInIndia(), actor }: { today?: string; actor?: string } = {},
): Promise<BhavcopyReport> {
  const startedAt = new Date();
  return db.transaction(async (tx) => {
    const ids = await instrumentIds(tx);
    const reports: BhavcopyFileReport[] = [];
    const load: Array<BhavRow & { id: number }> = [];
    for (const file of files) {
      const parsed = parseBhavcopy(file.content, today);
      const skipped = [...parsed.skipped];
      const rows: Array<BhavRow & { id: number }> = [];
      for (const row of parsed.rows) {
        const id = ids.get(row.symbol);
        if (id === undefined)
          skipped.push({ line: row.line, reason: "symbol not in the archive's universe" });
        else rows.push({ ...row, id });
      }
      const existing = rows.length
        ? await tx.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM daily_bars b
               JOIN unnest($1::int[], $2::date[]) AS k (id, day) ON b.instrument_id = k.id AND b.trade_date = k.day`,
            [rows.map((r) => r.id), rows.map((r) => r.date)],
          )
        : [];
      load.push(...rows);
      reports.push({
        file: file.name,
        layout: parsed.layout,
        tradeDates: [...new Set(rows.map((r) => r.date))].sort(),
        loaded: rows.length,
        replaced: existing[0]?.n ?? 0,
        skipped: group(skipped),
        rejected: parsed.rejected,
      });
    }
    // The same day of a symbol in two files: the later file wins, as a re-import would.
    const unique = [...new Map(load.map((row) => [`${row.id}:${row.date}`, row])).values()];
    const column = <K extends keyof BhavRow | 'id'>(key: K) => unique.map((row) => row[key]);
    await insertColumns(
      tx,
      'daily_bars',
      [
        { name: 'instrument_id', type: 'int', values: column('id') },
        { name: 'trade_date', type: 'date', values: column('date') },
        { name: 'open', type: 'int', values: column('open') },
        { name: 'high', type: 'int', values: column('high') },
        { name: 'low', type: 'int', values: column('low') },
        { name: 'close', type: 'int', values: column('close') },
        { name: 'volume', type: 'bigint', values: column('volume') },
        { name: 'turnover', type: 'bigint', values: column('turnover') },
        { name: 'trades', type: 'int', values: column('trades') },
      ],
      {
        constants: { is_demo: 'false' },
        onConflict: `ON CONFLICT (instrument_id, trade_date) DO UPDATE SET open = EXCLUDED.open,
          high = EXCLUDED.high, low = EXCLUDED.low, close = EXCLUDED.close, volume = EXCLUDED.volume,
          turnover = EXCLUDED.turnover, trades = EXCLUDED.trades, is_demo = false`,
      },
    );
    const days = [...new Set(load.map((row) => row.date))];
    const updatedatetime = load.length > 0 ? await afterLoad(tx, days, 'bhavcopy') : null;
    for (const report of reports) {
      await recordImport(tx, {
        kind: 'bhavcopy',
        source: report.file,
        actor: actor ?? '',
        days: report.tradeDates,
        accepted: report.loaded,
        skipped: report.skipped.reduce((n, g) => n + g.count, 0),
        rejected: report.rejected,
        dataUpdateTime: report.loaded > 0 ? updatedatetime : null,
        startedAt,
      });
    }
    return {
      files: reports,
      loaded: load.length,
      skipped: reports.reduce((sum, r) => sum + r.skipped.reduce((n, g) => n + g.count, 0), 0),
      rejected: reports.reduce((sum, r) => sum + r.rejected.length, 0),
      updatedatetime,
    };
  });
}
