import type { SqlTransaction } from '../../db/database';

/**
 * The archive's import history (table archive_imports, server/db/migrations/0022): one row per
 * load, written by the load itself inside its own transaction, so a row exists exactly when the
 * load committed. Read by the data check (server/modules/datacheck).
 */

export const IMPORT_KINDS = ['bhavcopy', 'fundamentals', 'market-advance', 'demo'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The first rejections are kept with their line and reason; the count keeps the rest. */
export const KEPT_REJECTIONS = 50;

/** Who started a load that names nobody (a direct call from code, an old client). */
export const UNKNOWN_ACTOR = 'unknown (no actor given)';
/** The demo archive's generation and extension at start. */
export const DEMO_ACTOR = 'npm start';
export const DEMO_SOURCE = 'demo generator';

export interface ImportRecord {
  kind: ImportKind;
  /** A file name, or "demo generator". */
  source: string;
  /** The command and the OS user that ran it, or "npm start". */
  actor: string;
  /** The trading days (or quarter ends, for fundamentals) it covered; null when none. */
  days: readonly string[];
  accepted: number;
  skipped?: number;
  rejected?: ReadonlyArray<{ line: number; reason: string }>;
  /** The data-update time it set; null when it loaded nothing. */
  dataUpdateTime: string | null;
  startedAt: Date;
}

const MAX_ACTOR = 200;

/** Trims an actor string sent by a caller to something short and printable. */
export const cleanActor = (actor: string | undefined): string => {
  const text = [...(actor ?? '')]
    .map((char) => (char < ' ' || char === '\u007f' ? ' ' : char))
    .join('')
    .trim();
  return text ? text.slice(0, MAX_ACTOR) : UNKNOWN_ACTOR;
};

export async function recordImport(tx: SqlTransaction, record: ImportRecord): Promise<void> {
  const days = [...record.days].sort();
  const rejected = record.rejected ?? [];
  await tx.query(
    `INSERT INTO archive_imports (kind, source, actor, first_date, last_date, rows_accepted,
       rows_skipped, rows_rejected, rejections, data_update_time, started_at)
     VALUES ($1, $2, $3, $4::date, $5::date, $6, $7, $8, $9::jsonb, $10::timestamptz, $11::timestamptz)`,
    [
      record.kind,
      record.source,
      cleanActor(record.actor),
      days[0] ?? null,
      days.at(-1) ?? null,
      record.accepted,
      record.skipped ?? 0,
      rejected.length,
      JSON.stringify(
        rejected.slice(0, KEPT_REJECTIONS).map(({ line, reason }) => ({ line, reason })),
      ),
      record.dataUpdateTime,
      record.startedAt.toISOString(),
    ],
  );
}
