import { todayInIndia } from '../../archive/calendar';
import type { Database, Orm } from '../../db/database';
import { getDataStatus } from '../../services/data-status';
import {
  IMPORTS_SHOWN,
  STALE_RUN_DAYS,
  type Anomaly,
  type AnomalyKind,
  type DataCheck,
  type ImportRow,
} from '../../../src/features/datacheck/model/contract';
import {
  changePercent,
  expectedLastTradingDay,
  freshnessStatus,
  lookbackStart,
  missingTradingDays,
  tradingDaysAfter,
  windowStart,
} from './rules';
import {
  archiveSpan,
  daysWithBars,
  latestBarsBefore,
  latestImportId,
  movesAndZeroVolume,
  recentImports,
  staleRuns,
  symbolGaps,
} from './store';

/** The answer lists at most this many anomalies (anomalyCount counts them all). */
export const MAX_ANOMALIES = 500;

const KIND_ORDER: Record<AnomalyKind, number> = {
  jump: 0,
  'no-recent-bar': 1,
  'stale-price': 2,
  'zero-volume': 3,
};

const blank = { close: null, previousClose: null, changePercent: null, volume: null, since: null };

/** Within a kind: the biggest move or the longest run first, then the newest day, then symbol. */
export function sortAnomalies(anomalies: Anomaly[]): Anomaly[] {
  const weight = (a: Anomaly) =>
    a.kind === 'jump' ? Math.abs(a.changePercent ?? 0) : (a.days ?? 0);
  return anomalies.sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      weight(b) - weight(a) ||
      b.date.localeCompare(a.date) ||
      a.symbol.localeCompare(b.symbol),
  );
}

async function anomaliesOf(
  orm: Orm,
  window: { from: string; to: string },
  last: string,
): Promise<Anomaly[]> {
  const [moves, runs, late] = await Promise.all([
    movesAndZeroVolume(orm, { ...window, lookFrom: lookbackStart(window.from) }),
    staleRuns(orm, { ...window, minDays: STALE_RUN_DAYS }),
    latestBarsBefore(orm, last),
  ]);
  const anomalies: Anomaly[] = [];
  for (const row of moves) {
    const common = { symbol: row.symbol, name: row.name, date: row.date, days: null };
    if (Number(row.volume) === 0) {
      anomalies.push({ ...common, ...blank, kind: 'zero-volume', close: row.close, volume: 0 });
    }
    const previous = row.previous_close;
    if (row.jump && previous !== null) {
      anomalies.push({
        ...common,
        ...blank,
        kind: 'jump',
        close: row.close,
        previousClose: previous,
        changePercent: changePercent(row.close, previous),
        volume: Number(row.volume),
      });
    }
  }
  for (const row of runs) {
    anomalies.push({
      ...blank,
      symbol: row.symbol,
      name: row.name,
      kind: 'stale-price',
      date: row.date,
      close: row.close,
      since: row.since,
      days: row.days,
    });
  }
  for (const row of late) {
    anomalies.push({
      ...blank,
      symbol: row.symbol,
      name: row.name,
      kind: 'no-recent-bar',
      date: row.date,
      close: row.close,
      days: tradingDaysAfter(row.date, last).length,
    });
  }
  return sortAnomalies(anomalies);
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

async function importsOf(orm: Orm): Promise<ImportRow[]> {
  const rows = await recentImports(orm, IMPORTS_SHOWN);
  return rows.map((row) => ({
    importId: Number(row.importId),
    kind: row.kind,
    source: row.source,
    actor: row.actor,
    firstDate: row.firstDate,
    lastDate: row.lastDate,
    accepted: row.rowsAccepted,
    skipped: row.rowsSkipped,
    rejected: row.rowsRejected,
    rejections: row.rejections,
    dataUpdateTime: iso(row.dataUpdateTime),
    startedAt: iso(row.startedAt)!,
    finishedAt: iso(row.finishedAt)!,
  }));
}

/** Computes the data check from the database (no memo: see dataCheckOf). */
export async function computeDataCheck(
  orm: Orm,
  days: number,
  today: string,
  dataUpdateTime: string | null,
): Promise<DataCheck> {
  const span = await archiveSpan(orm);
  const expectedLast = expectedLastTradingDay(today, span.last);
  const behind = span.last ? tradingDaysAfter(span.last, expectedLast).length : 0;
  const freshness = {
    dataUpdateTime,
    lastTradingDay: span.last,
    expectedLastTradingDay: expectedLast,
    tradingDaysBehind: behind,
    status: freshnessStatus(span.last, behind),
  };
  const imports = await importsOf(orm);
  if (!span.first || !span.last) {
    return {
      days,
      window: { from: null, to: null },
      freshness,
      missingDays: [],
      expectedDays: 0,
      presentDays: 0,
      symbolGaps: [],
      anomalies: [],
      anomalyCount: 0,
      imports,
    };
  }
  const window = { from: windowStart(span.last, days), to: span.last };
  const present = await daysWithBars(orm, window.from, window.to);
  const { expected, missing } = missingTradingDays({ ...window, first: span.first }, present);
  const [gaps, anomalies] = await Promise.all([
    symbolGaps(orm, present),
    anomaliesOf(orm, window, span.last),
  ]);
  return {
    days,
    window,
    freshness,
    missingDays: missing,
    expectedDays: expected.length,
    presentDays: present.length,
    symbolGaps: gaps.map((gap) => ({
      symbol: gap.symbol,
      name: gap.name,
      missing: gap.missing,
      missingCount: gap.missing_count,
    })),
    anomalies: anomalies.slice(0, MAX_ANOMALIES),
    anomalyCount: anomalies.length,
    imports,
  };
}

// In-process memo: one answer per database, data-update time, newest import, window and day in
// India. A load moves the data-update time (and adds an import), so it is seen at once.
const MEMO_SIZE = 16;
const memo = new WeakMap<Database, Map<string, Promise<DataCheck>>>();

export async function dataCheckOf(
  db: Database,
  days: number,
  now: Date = new Date(),
): Promise<DataCheck> {
  const [status, lastImport] = await Promise.all([
    getDataStatus(db.orm, 'IND'),
    latestImportId(db.orm),
  ]);
  const updated = status?.updatedatetime ?? null;
  const today = todayInIndia(now);
  const key = `${updated ?? '-'}|${lastImport}|${days}|${today}`;
  let answers = memo.get(db);
  if (!answers) {
    answers = new Map<string, Promise<DataCheck>>();
    memo.set(db, answers);
  }
  const known = answers.get(key);
  if (known) return known;
  const answer = computeDataCheck(db.orm, days, today, updated);
  answers.set(key, answer);
  answer.catch(() => answers.delete(key));
  if (answers.size > MEMO_SIZE) answers.delete(answers.keys().next().value!);
  return answer;
}
