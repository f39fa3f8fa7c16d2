import {
  closeCall,
  directionalReturn,
  type CallClose,
} from '../../../src/features/research/model/call-close';
import { formatChangePercent, formatIsoDate, formatRupees } from '../../../src/ui/format-money';
import type { Database, Orm } from '../../db/database';
import type { JobRegistry } from '../../jobs/registry';
import { dataUpdated } from '../../jobs/topics';
import type { Logger } from '../../logger';
import { addNotification } from '../notifications/store';
import { barsAfter, closeOnce, latestMarketDay, openCallRows } from './calls-store';
import type { ResearchCallRow } from './tables';

// Closing research calls after each archive load (issue 16, Deliver 1): every open call is run
// through closeCall over its stock's bars since the entry day; a close is written once (the
// UPDATE only touches an open call, so a job that runs again, or twice at once, closes nothing
// twice) and told to the adviser in the app.

export const TARGET_STOCKS_PATH = '/advisor/targetstocks';

export interface CloseReport {
  /** Open calls looked at. */
  checked: number;
  /** Calls closed by this run (each told to its adviser). */
  closed: number;
}

const OUTCOME: Record<CallClose['status'], string> = {
  'target-hit': 'reached its target',
  'stop-hit': 'hit its stop-loss',
  expired: 'expired at its horizon',
};

/** The adviser's notice of a closed call. */
export function closeNotice(call: ResearchCallRow, close: CallClose) {
  const move = directionalReturn(call.action, call.entryPrice, close.closePrice);
  const title = `${call.symbol}: your ${call.action} call ${OUTCOME[close.status]}`;
  const body =
    `The ${call.action} call on ${call.symbol} made at ${formatRupees(call.entryPrice)} on ` +
    `${formatIsoDate(call.entryDate)} closed at ${formatRupees(close.closePrice)} on ` +
    `${formatIsoDate(close.closedOn)} (${formatChangePercent(move === null ? null : Math.round(move * 100) / 100)} in the call’s direction).`;
  return { title, body };
}

/** Writes the close and its notice in one transaction; false when it was closed already. */
export async function recordClose(
  db: Database,
  call: ResearchCallRow,
  close: CallClose,
  at: Date,
): Promise<boolean> {
  return db.orm.transaction(async (tx: Orm) => {
    if (!(await closeOnce(tx, call.callId, close))) return false;
    await addNotification(tx, {
      recipientSub: call.advisorSub,
      kind: 'research-call',
      ...closeNotice(call, close),
      link: TARGET_STOCKS_PATH,
      at,
      demo: call.demo,
    });
    return true;
  });
}

/** Runs every open call through closeCall at the latest market day; exposed for tests. */
export async function closeDueCalls(
  db: Database,
  options: { now: Date; logger?: Logger },
): Promise<CloseReport> {
  const report: CloseReport = { checked: 0, closed: 0 };
  const asOf = await latestMarketDay(db.orm);
  if (asOf === null) return report;
  for (const call of await openCallRows(db.orm)) {
    report.checked += 1;
    const bars = await barsAfter(db.orm, call.instrumentId, call.entryDate);
    const close = closeCall(call, bars, asOf);
    if (!close) continue;
    if (await recordClose(db, call, close, options.now)) report.closed += 1;
  }
  return report;
}

/** Registered in server/jobs/app-jobs.ts: after each archive load. */
export function researchCallsJobs(registry: JobRegistry): void {
  registry.subscribe(dataUpdated, 'research-calls', async (_payload, { db, logger }) => {
    const report = await closeDueCalls(db, { now: new Date(), logger });
    if (report.closed > 0) logger.info(report, 'research calls closed');
  });
}
