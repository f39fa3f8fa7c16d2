import { count, eq } from 'drizzle-orm';
import type { Frame } from '../../../src/domain/scan/frame';
import { PREBUILT_SCANS } from '../../../src/domain/scan/prebuilt';
import { frameFor, parsedScan, usesFactors, type ParsedScan } from '../../archive/read/scan';
import { readVersion } from '../../archive/read/snapshot';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { recordRun } from './jobs';
import { lastRunOf, newSince } from './run';
import { savedScans, type LastRun } from './tables';

/** The demo's `n`-th saved scan of a user (0 first), the same id on every start. */
export const demoScanId = (sub: string, n = 0): string => demoUuid(`nivesh-demo-scan:${sub}:${n}`);

/** Where in PREBUILT_SCANS each demo user's choice starts, so the two get different scans. */
const USERS: Record<string, number> = { 'investor@example.com': 0, 'advisor@example.com': 3 };
const PER_USER = 2;

/** When the demo's runs happened: 6 pm IST of the trading day, after the day's load. */
const loadedAt = (date: string) => new Date(`${date}T12:30:00.000Z`);

interface Candidate {
  name: string;
  scan: ParsedScan;
  previous: LastRun;
  latest: LastRun;
  fresh: number;
}

/**
 * A prebuilt scan run at the day before the latest and at the latest; null if it cannot run or
 * reads factor scores.
 */
function candidate(frame: Frame, name: string, expression: string): Candidate | null {
  try {
    const scan = parsedScan(expression);
    // The frame holds the latest day's factor scores only: no run the day before to compare.
    if (usesFactors(scan.ast)) return null;
    const last = frame.days.length - 1;
    const before = lastRunOf(frame, scan, last - 1);
    const previous = { ...before, asOf: loadedAt(before.date).toISOString() };
    const latest = lastRunOf(frame, scan, last);
    return { name, scan, previous, latest, fresh: newSince(previous, latest).length };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * Demo data (local mode, idempotent): investor@ and advisor@ each get two saved scans from the
 * prebuilt ones, each with a run at the day before the latest close and one at the latest, so
 * a scan whose matches changed shows its "N new" badge and its notification (marked demo), as
 * after a real data update. A user with any saved scan of their own is left alone. Runs after
 * the archive and the factor scores.
 */
export async function seedScansDemo(db: Database): Promise<void> {
  const version = await readVersion(db.orm);
  let frame: Frame;
  try {
    frame = await frameFor(db.orm, version);
  } catch (error) {
    if (error instanceof ApiError) return;
    throw error;
  }
  if (frame.days.length < 2) return;
  for (const [email, start] of Object.entries(USERS)) {
    const sub = demoSubOf(email);
    const [mine] = await db.orm
      .select({ n: count() })
      .from(savedScans)
      .where(eq(savedScans.ownerSub, sub));
    if ((mine?.n ?? 0) > 0) continue;
    const order = [...PREBUILT_SCANS.slice(start), ...PREBUILT_SCANS.slice(0, start)];
    const chosen: Candidate[] = [];
    for (const prebuilt of order) {
      if (chosen.length === PER_USER) break;
      const found = candidate(frame, prebuilt.name, prebuilt.expression);
      // The first has new matches when any prebuilt scan has: that is the notice to show.
      if (found && (chosen.length > 0 || found.fresh > 0)) chosen.push(found);
    }
    if (chosen.length < PER_USER) {
      for (const prebuilt of order) {
        if (chosen.length === PER_USER) break;
        if (chosen.some((c) => c.name === prebuilt.name)) continue;
        const found = candidate(frame, prebuilt.name, prebuilt.expression);
        if (found) chosen.push(found);
      }
    }
    for (const [n, scan] of chosen.entries()) {
      const id = demoScanId(sub, n);
      const at = loadedAt(scan.previous.date);
      await db.orm.insert(savedScans).values({
        id,
        ownerSub: sub,
        name: scan.name,
        expression: scan.scan.expression,
        createdAt: new Date(at.getTime() + n),
        updatedAt: at,
        lastRun: scan.previous,
        newSymbols: [],
        demo: true,
      });
      await recordRun(db, id, scan.latest, loadedAt(scan.latest.date));
    }
  }
}
