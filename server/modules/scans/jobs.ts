import { eq, isNull, or, sql } from 'drizzle-orm';
import type { Frame } from '../../../src/domain/scan/frame';
import { frameFor, parsedScan, usesFactors, type ParsedScan } from '../../archive/read/scan';
import { readVersion } from '../../archive/read/snapshot';
import type { Database, Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import type { JobRegistry } from '../../jobs/registry';
import { dataUpdated } from '../../jobs/topics';
import type { Logger } from '../../logger';
import { USER_TYPES } from '../../services/tracks';
import { addNotification } from '../notifications/store';
import { lastRunOf, newMatchesText, newSince } from './run';
import { savedScans, type LastRun } from './tables';

export interface RerunReport {
  /** Saved scans run on this data version. */
  ran: number;
  /** Scans with new matches (each told to its owner). */
  notified: number;
  /** Scans left for a later run: their factor scores are not current yet. */
  waiting: number;
  /** Scans that could not run (no longer valid, or out of time). */
  failed: number;
}

/** Where a notification of new matches leads: the user's scans screen. */
export const scansPath = (userType: string) =>
  userType === USER_TYPES.advisor ? '/advisor/scans' : '/investor/scans';

/**
 * The run's result written with the row locked, once per data version (a job that runs again,
 * or twice at once, finds the version done and tells nobody twice).
 */
export async function recordRun(
  db: Database,
  id: string,
  run: LastRun,
  at: Date,
): Promise<boolean> {
  return db.orm.transaction(async (tx: Orm) => {
    const [row] = await tx
      .select({
        scan: savedScans,
        userType: userProfiles.userType,
      })
      .from(savedScans)
      .innerJoin(userProfiles, eq(userProfiles.sub, savedScans.ownerSub))
      .where(eq(savedScans.id, id))
      .for('update', { of: savedScans });
    if (!row || row.scan.lastRun?.asOf === run.asOf) return false;
    const fresh = newSince(row.scan.lastRun, run);
    await tx
      .update(savedScans)
      .set({ lastRun: run, newSymbols: fresh })
      .where(eq(savedScans.id, id));
    if (fresh.length === 0) return false;
    const text = newMatchesText(row.scan.name, fresh, run);
    await addNotification(tx, {
      recipientSub: row.scan.ownerSub,
      kind: 'scan-matches',
      title: text.title,
      body: text.body,
      link: scansPath(row.userType),
      at,
      demo: row.scan.demo,
    });
    return true;
  });
}

/**
 * Saved scans' follow-up of an archive load: the scan frame of the new data version is built
 * (so the first scan of the day does not wait for it), then every saved scan not yet run on
 * this version runs at the latest close; stocks that match now and did not in the run before
 * become its newSymbols and one in-app notification.
 */
export async function rerunSavedScans(
  db: Database,
  options: { now: Date; logger?: Logger },
): Promise<RerunReport> {
  const report: RerunReport = { ran: 0, notified: 0, waiting: 0, failed: 0 };
  const version = await readVersion(db.orm);
  let frame: Frame;
  try {
    frame = await frameFor(db.orm, version);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return report;
    throw error;
  }
  const rows = await db.orm
    .select({ id: savedScans.id, expression: savedScans.expression })
    .from(savedScans)
    .where(or(isNull(savedScans.lastRun), sql`${savedScans.lastRun}->>'asOf' <> ${frame.version}`))
    .orderBy(savedScans.createdAt, savedScans.id);
  for (const row of rows) {
    let scan: ParsedScan;
    let run: LastRun;
    try {
      scan = parsedScan(row.expression);
      const scored = usesFactors(scan.ast)
        ? await frameFor(db.orm, version, { factors: true })
        : frame;
      run = lastRunOf(scored, scan);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'factors_pending') {
        report.waiting += 1;
        continue;
      }
      options.logger?.warn({ scan: row.id, code: error.code }, 'saved scan could not run');
      report.failed += 1;
      continue;
    }
    report.ran += 1;
    if (await recordRun(db, row.id, run, options.now)) report.notified += 1;
  }
  return report;
}

/**
 * Registered in server/jobs/app-jobs.ts after the factor engine's subscription, so the scores
 * of the load are usually current when it runs; scans that need them and find them pending
 * make the job fail and run again later (with backoff) for those.
 */
export function scansJobs(registry: JobRegistry): void {
  registry.subscribe(dataUpdated, 'saved-scans', async (_payload, { db, logger }) => {
    const report = await rerunSavedScans(db, { now: new Date(), logger });
    if (report.ran + report.failed + report.waiting > 0) logger.info(report, 'saved scans run');
    if (report.waiting > 0) {
      throw new Error(`${report.waiting} saved scans wait for the factor scores of this load`);
    }
  });
}
