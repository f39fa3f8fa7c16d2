import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ArchiveSnapshot } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';
import { dailyBars, indexLevels, marketIndices } from '../../db/schema';
import { shareActionsFor, type LedgerTrade, type ShareAction } from '../orders/ledger';
import { paperCashEntries, type PaperCashRow } from '../orders/tables';

/** One trading day of the account: net worth at the close and the money put in or taken out. */
export interface DayValue {
  date: string;
  /** Cash + shares × close (paise). */
  value: number;
  /** Opening cash + deposits − withdrawals so far. */
  deposited: number;
  /** Deposits − withdrawals booked since the previous trading day (for the TWR). */
  flow: number;
  /** NIFTY 50's close in hundredths of a point; null before the index has a level. */
  benchmark: number | null;
}

export const BENCHMARK = { code: 'NIFTY50', name: 'NIFTY 50' } as const;
const EXTERNAL = new Set(['opening', 'deposit', 'withdrawal']);

/** Money put in or taken out from outside (not trades, dividends or TDS). */
export const isExternal = (entry: { kind: string }): boolean => EXTERNAL.has(entry.kind);

/** The cash moved on one day by one kind of entry (the sum of its entries). */
export type CashMovement = Pick<PaperCashRow, 'entryDate' | 'kind' | 'amountPaise'>;

/**
 * The ledger summed by day and kind, oldest first: what the dashboard, the chart and the tax
 * report need of it, in a few hundred rows however many trades there are.
 */
export async function cashMovementsOf(orm: Orm, investorSub: string): Promise<CashMovement[]> {
  const rows = await orm
    .select({
      entryDate: paperCashEntries.entryDate,
      kind: paperCashEntries.kind,
      amountPaise: sql<string>`sum(${paperCashEntries.amountPaise})`,
    })
    .from(paperCashEntries)
    .where(eq(paperCashEntries.investorSub, investorSub))
    .groupBy(paperCashEntries.entryDate, paperCashEntries.kind)
    .orderBy(asc(paperCashEntries.entryDate), asc(paperCashEntries.kind));
  return rows.map((row) => ({ ...row, amountPaise: Number(row.amountPaise) }));
}

export async function cashEntriesOf(orm: Orm, investorSub: string): Promise<PaperCashRow[]> {
  return orm
    .select()
    .from(paperCashEntries)
    .where(eq(paperCashEntries.investorSub, investorSub))
    .orderBy(asc(paperCashEntries.entryDate), asc(paperCashEntries.id));
}

async function benchmarkLevels(orm: Orm, from: string) {
  return orm
    .select({ date: indexLevels.tradeDate, close: indexLevels.close })
    .from(indexLevels)
    .innerJoin(marketIndices, eq(marketIndices.id, indexLevels.indexId))
    .where(and(eq(marketIndices.code, BENCHMARK.code), gte(indexLevels.tradeDate, from)))
    .orderBy(asc(indexLevels.tradeDate));
}

async function closesOf(orm: Orm, ids: number[], from: string) {
  if (ids.length === 0) return [];
  return orm
    .select({ id: dailyBars.instrumentId, date: dailyBars.tradeDate, close: dailyBars.close })
    .from(dailyBars)
    .where(and(inArray(dailyBars.instrumentId, ids), gte(dailyBars.tradeDate, from)))
    .orderBy(asc(dailyBars.tradeDate));
}

interface MarketSeries {
  levels: Awaited<ReturnType<typeof benchmarkLevels>>;
  closes: Awaited<ReturnType<typeof closesOf>>;
  actions: ShareAction[];
}

// Market data only (no one's account), the same for one data-update time: an account's values
// are made again after each of its orders and deposits, on the same stocks since the same day.
const seriesOf = new WeakMap<ArchiveSnapshot, Map<string, Promise<MarketSeries>>>();
const MAX_SERIES = 200;

function marketSeries(orm: Orm, snapshot: ArchiveSnapshot, ids: number[], from: string) {
  let kept = seriesOf.get(snapshot);
  if (!kept) {
    kept = new Map();
    seriesOf.set(snapshot, kept);
  }
  const key = `${from}|${ids.join(',')}`;
  let series = kept.get(key);
  if (!series) {
    const loading = Promise.all([
      benchmarkLevels(orm, from),
      closesOf(orm, ids, from),
      shareActionsFor(orm, ids, from),
    ]).then(([levels, closes, actions]) => ({ levels, closes, actions }));
    const within = kept;
    loading.catch(() => {
      if (within.get(key) === loading) within.delete(key);
    });
    if (kept.size >= MAX_SERIES) kept.delete(kept.keys().next().value!);
    kept.set(key, loading);
    series = loading;
  }
  return series;
}

/**
 * The account's value at every trading day's close since it opened: cash from the ledger, shares
 * from the trades with splits and bonuses applied on their ex-dates, each valued at that day's
 * close (the last known one on a day a stock did not trade). Trading days are NIFTY 50's.
 */
export async function dailyValues(
  orm: Orm,
  snapshot: ArchiveSnapshot,
  entries: readonly CashMovement[],
  trades: readonly LedgerTrade[],
): Promise<DayValue[]> {
  const start = entries[0]?.entryDate;
  if (!start) return [];
  const ids = [...new Set(trades.map((trade) => trade.instrumentId))].sort((a, b) => a - b);
  const { levels, closes, actions } = await marketSeries(orm, snapshot, ids, start);
  const days = levels.length
    ? levels.map((level) => level.date)
    : [...new Set(closes.map((row) => row.date))];
  const levelOn = new Map(levels.map((level) => [level.date, level.close]));
  return walk(days, { entries, trades, closes, actions, levelOn });
}

interface Inputs {
  entries: readonly CashMovement[];
  trades: readonly LedgerTrade[];
  closes: ReadonlyArray<{ id: number; date: string; close: number }>;
  actions: readonly ShareAction[];
  levelOn: Map<string, number>;
}

function walk(days: readonly string[], inputs: Inputs): DayValue[] {
  const { entries, trades, closes, actions, levelOn } = inputs;
  const quantity = new Map<number, number>();
  const lastClose = new Map<number, number>();
  let cash = 0;
  let deposited = 0;
  let [entryAt, tradeAt, closeAt, actionAt] = [0, 0, 0, 0];
  const out: DayValue[] = [];
  for (const day of days) {
    let flow = 0;
    // Splits and bonuses first: a share bought on the ex-date is already a new share.
    for (; actionAt < actions.length && actions[actionAt]!.exDate <= day; actionAt += 1) {
      const action = actions[actionAt]!;
      const held = quantity.get(action.instrumentId) ?? 0;
      const extra =
        action.kind === 'split'
          ? Math.floor((held * action.sharesAfter) / action.sharesBefore) - held
          : Math.floor((held * (action.sharesAfter - action.sharesBefore)) / action.sharesBefore);
      quantity.set(action.instrumentId, held + extra);
    }
    for (; tradeAt < trades.length && trades[tradeAt]!.tradeDate <= day; tradeAt += 1) {
      const trade = trades[tradeAt]!;
      const signed = trade.side === 'BUY' ? trade.quantity : -trade.quantity;
      quantity.set(trade.instrumentId, (quantity.get(trade.instrumentId) ?? 0) + signed);
    }
    for (; entryAt < entries.length && entries[entryAt]!.entryDate <= day; entryAt += 1) {
      const entry = entries[entryAt]!;
      cash += entry.amountPaise;
      if (isExternal(entry)) {
        deposited += entry.amountPaise;
        flow += entry.amountPaise;
      }
    }
    for (; closeAt < closes.length && closes[closeAt]!.date <= day; closeAt += 1) {
      lastClose.set(closes[closeAt]!.id, closes[closeAt]!.close);
    }
    let shares = 0;
    for (const [id, held] of quantity) shares += held * (lastClose.get(id) ?? 0);
    out.push({
      date: day,
      value: cash + shares,
      deposited,
      flow,
      benchmark: levelOn.get(day) ?? null,
    });
  }
  return out;
}
