import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { CallBar, CallClose } from '../../../src/features/research/model/call-close';
import type { Orm } from '../../db/database';
import {
  corporateActions,
  dailyBars,
  indexLevels,
  instruments,
  latestQuotes,
  marketIndices,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { researchCalls, type ResearchCallRow } from './tables';

// The research calls' queries (issue 16, Deliver 1); the rules are calls-service.ts's.

export const NIFTY = 'NIFTY50';

export const callNotFound = () => new ApiError(404, 'not_found', 'No such research call');

export type NewCall = typeof researchCalls.$inferInsert;

export async function insertCall(tx: Orm, call: NewCall): Promise<ResearchCallRow> {
  const [row] = await tx.insert(researchCalls).values(call).returning();
  return row!;
}

export async function callIdTaken(tx: Orm, callId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: researchCalls.callId })
    .from(researchCalls)
    .where(eq(researchCalls.callId, callId));
  return row !== undefined;
}

/** The adviser's calls, newest first. */
export const callRows = (orm: Orm, advisorSub: string): Promise<ResearchCallRow[]> =>
  orm
    .select()
    .from(researchCalls)
    .where(eq(researchCalls.advisorSub, advisorSub))
    .orderBy(desc(researchCalls.createdAt), desc(researchCalls.callId));

/** The adviser's own call; another adviser's, or none, is 404. */
export async function ownCall(orm: Orm, advisorSub: string, callId: string) {
  const [row] = await orm
    .select()
    .from(researchCalls)
    .where(and(eq(researchCalls.callId, callId), eq(researchCalls.advisorSub, advisorSub)));
  if (!row) throw callNotFound();
  return row;
}

export const openCallRows = (orm: Orm): Promise<ResearchCallRow[]> =>
  orm
    .select()
    .from(researchCalls)
    .where(eq(researchCalls.status, 'open'))
    .orderBy(asc(researchCalls.createdAt));

/** Writes a call's close once: false when it was closed already (by another run). */
export async function closeOnce(tx: Orm, callId: string, close: CallClose): Promise<boolean> {
  const rows = await tx
    .update(researchCalls)
    .set({ status: close.status, closedOn: close.closedOn, closePrice: close.closePrice })
    .where(and(eq(researchCalls.callId, callId), eq(researchCalls.status, 'open')))
    .returning({ id: researchCalls.callId });
  return rows.length > 0;
}

/** The stocks' names and latest closes, by instrument id. */
export async function quotesOf(
  orm: Orm,
  ids: readonly number[],
): Promise<Map<number, { name: string; close: number | null; date: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({
      id: instruments.id,
      name: instruments.name,
      close: latestQuotes.close,
      date: latestQuotes.tradeDate,
    })
    .from(instruments)
    .leftJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(inArray(instruments.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** NIFTY 50's levels (points) from `from` on, oldest first. */
export async function niftyLevels(
  orm: Orm,
  from: string,
): Promise<Array<{ date: string; level: number }>> {
  const rows = await orm
    .select({ date: indexLevels.tradeDate, close: indexLevels.close })
    .from(indexLevels)
    .innerJoin(marketIndices, eq(marketIndices.id, indexLevels.indexId))
    .where(and(eq(marketIndices.code, NIFTY), gt(indexLevels.tradeDate, previousDay(from))))
    .orderBy(asc(indexLevels.tradeDate));
  return rows.map((row) => ({ date: row.date, level: row.close / 100 }));
}

/** NIFTY 50's close (points) on the day, or the last before it; null before any level. */
export async function niftyOn(orm: Orm, day: string): Promise<number | null> {
  const [row] = await orm
    .select({ close: indexLevels.close })
    .from(indexLevels)
    .innerJoin(marketIndices, eq(marketIndices.id, indexLevels.indexId))
    .where(and(eq(marketIndices.code, NIFTY), lte(indexLevels.tradeDate, day)))
    .orderBy(desc(indexLevels.tradeDate))
    .limit(1);
  return row ? row.close / 100 : null;
}

/** The latest market day NIFTY 50 or any stock has (null on an empty archive). */
export async function latestMarketDay(orm: Orm): Promise<string | null> {
  const [row] = await orm
    .select({ date: latestQuotes.tradeDate })
    .from(latestQuotes)
    .orderBy(desc(latestQuotes.tradeDate))
    .limit(1);
  return row?.date ?? null;
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The stock's bars after `entryDate` (up to `to`, when given), oldest first, in the entry day's
 * share terms: a split or bonus after the entry divides the later prices back by its factor, so
 * a 1:2 split is not read as a halving that hit the stop.
 */
export async function barsAfter(
  orm: Orm,
  instrumentId: number,
  entryDate: string,
  to?: string,
): Promise<CallBar[]> {
  const bars = await orm
    .select({
      date: dailyBars.tradeDate,
      high: dailyBars.high,
      low: dailyBars.low,
      close: dailyBars.close,
    })
    .from(dailyBars)
    .where(
      and(
        eq(dailyBars.instrumentId, instrumentId),
        gt(dailyBars.tradeDate, entryDate),
        to === undefined ? undefined : lte(dailyBars.tradeDate, to),
      ),
    )
    .orderBy(asc(dailyBars.tradeDate));
  const actions = await orm
    .select({ exDate: corporateActions.exDate, factor: corporateActions.priceFactor })
    .from(corporateActions)
    .where(
      and(
        eq(corporateActions.instrumentId, instrumentId),
        inArray(corporateActions.kind, ['split', 'bonus']),
        gt(corporateActions.exDate, entryDate),
      ),
    );
  if (actions.length === 0) return bars;
  return bars.map((bar) => {
    const factor = actions
      .filter((action) => action.exDate <= bar.date && action.factor > 0)
      .reduce((product, action) => product * action.factor, 1);
    if (factor === 1) return bar;
    return {
      date: bar.date,
      high: Math.round(bar.high / factor),
      low: Math.round(bar.low / factor),
      close: Math.round(bar.close / factor),
    };
  });
}

/** The stock's close on the day (or the last before it), paise; null before any. */
export async function closeOn(
  orm: Orm,
  instrumentId: number,
  day: string,
): Promise<{ date: string; close: number } | null> {
  const [row] = await orm
    .select({ date: dailyBars.tradeDate, close: dailyBars.close })
    .from(dailyBars)
    .where(and(eq(dailyBars.instrumentId, instrumentId), lte(dailyBars.tradeDate, day)))
    .orderBy(desc(dailyBars.tradeDate))
    .limit(1);
  return row ?? null;
}

/**
 * The product of the split and bonus factors of each instrument after each call's entry day up
 * to the latest: its latest close divided by this is in the entry day's share terms.
 */
export async function shareFactorsSince(
  orm: Orm,
  calls: ReadonlyArray<{ callId: string; instrumentId: number; entryDate: string }>,
): Promise<Map<string, number>> {
  const factors = new Map<string, number>(calls.map((call) => [call.callId, 1]));
  if (calls.length === 0) return factors;
  const earliest = calls.reduce((min, call) => (call.entryDate < min ? call.entryDate : min), '9');
  const actions = await orm
    .select({
      id: corporateActions.instrumentId,
      exDate: corporateActions.exDate,
      factor: corporateActions.priceFactor,
    })
    .from(corporateActions)
    .where(
      and(
        inArray(corporateActions.instrumentId, [...new Set(calls.map((c) => c.instrumentId))]),
        inArray(corporateActions.kind, ['split', 'bonus']),
        gt(corporateActions.exDate, earliest),
      ),
    );
  for (const call of calls) {
    const factor = actions
      .filter((a) => a.id === call.instrumentId && a.exDate > call.entryDate && a.factor > 0)
      .reduce((product, action) => product * action.factor, 1);
    factors.set(call.callId, factor);
  }
  return factors;
}
