import {
  communityOf,
  communityWindows,
  type Community,
} from '../../../src/features/stocks/model/community';
import { symbolKey, type ArchiveSnapshot } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { flowTallies, watchTally, type StockRef } from './store';

// The community view of a stock (issue 12, Deliver 7): the archive says which stocks exist and
// where the windows end; the store counts; src/features/stocks/model/community.ts decides what
// may be shown (k-anonymity). Every signed-in user sees the same answer: nothing in it is theirs.

const latestDays = new WeakMap<ArchiveSnapshot, string | null>();

/** The archive's latest trading day (of any stock's latest quote), once per snapshot. */
function latestDayOf(snapshot: ArchiveSnapshot): string | null {
  if (!latestDays.has(snapshot)) {
    let latest: string | null = null;
    for (const item of snapshot.instruments) {
      if (item.quote && (latest === null || item.quote.date > latest)) latest = item.quote.date;
    }
    latestDays.set(snapshot, latest);
  }
  return latestDays.get(snapshot) ?? null;
}

export async function stockCommunity(
  orm: Orm,
  snapshot: ArchiveSnapshot,
  stock: StockRef,
): Promise<Community> {
  const instrument = snapshot.bySymbol.get(symbolKey(stock.exchange, stock.symbol));
  const asOf = latestDayOf(snapshot);
  if (!instrument || asOf === null) {
    throw new ApiError(
      404,
      'unknown_symbol',
      `The market data has no stock ${stock.symbol} on ${stock.exchange}. Check the symbol.`,
    );
  }
  const windows = communityWindows(asOf);
  const [watch, flow] = await Promise.all([
    watchTally(orm, stock, windows.additionsFrom),
    flowTallies(orm, stock, windows),
  ]);
  return communityOf(stock.exchange, instrument.symbol, {
    asOf,
    watchers: watch.watchers,
    recentAdders: watch.recentAdders,
    flow: flow.total,
    weeks: flow.weeks,
    // The demo community's advisers and advisers with an open buy call (research_calls).
    adviserCalls: watch.callsCounted ? watch.adviserCalls : null,
    demo: watch.demo || flow.demo || watch.demoCalls > 0,
  });
}
