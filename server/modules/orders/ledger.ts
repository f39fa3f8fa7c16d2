import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  runFifo,
  type LedgerEvent,
  type Lot,
  type Match,
} from '../../../src/features/portfolio/model/fifo';
import type { Orm } from '../../db/database';
import { corporateActions } from '../../db/schema';
import { paperTrades, type PaperTradeRow } from './tables';

/** One instrument's position: its open FIFO lots and the sales matched against earlier lots. */
export interface Position {
  instrumentId: number;
  exchange: 'NSE' | 'BSE';
  symbol: string;
  quantity: number;
  lots: Lot[];
  matches: Match[];
  trades: LedgerTrade[];
}

/** A trade as the ledger needs it (FIFO, valuation): the charges' totals, not its note. */
const ledgerColumns = {
  tradeId: paperTrades.tradeId,
  exchange: paperTrades.exchange,
  symbol: paperTrades.symbol,
  instrumentId: paperTrades.instrumentId,
  side: paperTrades.side,
  quantity: paperTrades.quantity,
  pricePaise: paperTrades.pricePaise,
  tradeDate: paperTrades.tradeDate,
  chargesPaise: paperTrades.chargesPaise,
  sttPaise: paperTrades.sttPaise,
};
export type LedgerTrade = Pick<PaperTradeRow, keyof typeof ledgerColumns>;

export async function tradesOf(orm: Orm, investorSub: string): Promise<LedgerTrade[]> {
  return orm
    .select(ledgerColumns)
    .from(paperTrades)
    .where(eq(paperTrades.investorSub, investorSub))
    .orderBy(asc(paperTrades.tradeDate), asc(paperTrades.executedAt), asc(paperTrades.tradeId));
}

export interface ShareAction {
  instrumentId: number;
  exDate: string;
  kind: 'split' | 'bonus';
  sharesBefore: number;
  sharesAfter: number;
}

export async function shareActionsFor(
  orm: Orm,
  ids: number[],
  from: string,
): Promise<ShareAction[]> {
  if (ids.length === 0) return [];
  const rows = await orm
    .select({
      instrumentId: corporateActions.instrumentId,
      exDate: corporateActions.exDate,
      kind: corporateActions.kind,
      sharesBefore: corporateActions.sharesBefore,
      sharesAfter: corporateActions.sharesAfter,
    })
    .from(corporateActions)
    .where(
      and(
        inArray(corporateActions.instrumentId, ids),
        inArray(corporateActions.kind, ['split', 'bonus']),
        gte(corporateActions.exDate, from),
      ),
    )
    .orderBy(asc(corporateActions.exDate));
  return rows as ShareAction[];
}

/**
 * The FIFO events of one instrument in order: by date, a split or bonus before the trades of its
 * ex-date (a share bought on the ex-date is already a post-split share), up to `until` (exclusive)
 * when given.
 */
export function eventsOf(
  trades: readonly LedgerTrade[],
  actions: readonly ShareAction[],
  until?: string,
): LedgerEvent[] {
  const events: Array<LedgerEvent & { order: number }> = [];
  const first = trades[0]?.tradeDate;
  for (const action of actions) {
    if (first === undefined || action.exDate <= first) continue;
    if (until !== undefined && action.exDate >= until) continue;
    events.push({
      kind: action.kind === 'split' ? 'SPLIT' : 'BONUS',
      date: action.exDate,
      sharesBefore: action.sharesBefore,
      sharesAfter: action.sharesAfter,
      order: 0,
    });
  }
  for (const trade of trades) {
    if (until !== undefined && trade.tradeDate >= until) continue;
    events.push({
      kind: trade.side,
      date: trade.tradeDate,
      tradeId: trade.tradeId,
      quantity: trade.quantity,
      pricePaise: trade.pricePaise,
      chargesPaise: trade.chargesPaise - trade.sttPaise,
      sttPaise: trade.sttPaise,
      order: 1,
    });
  }
  // Stable: trades keep their executed order within a day.
  return events
    .map((event, at) => ({ event, at }))
    .sort(
      (a, b) =>
        a.event.date.localeCompare(b.event.date) || a.event.order - b.event.order || a.at - b.at,
    )
    .map(({ event: { order: _order, ...event } }) => event);
}

/** Every instrument the investor has traded, as FIFO positions (closed ones have no lots). */
export async function positionsOf(
  orm: Orm,
  investorSub: string,
  options: { until?: string; trades?: LedgerTrade[] } = {},
): Promise<Map<number, Position>> {
  const trades = options.trades ?? (await tradesOf(orm, investorSub));
  const byInstrument = new Map<number, LedgerTrade[]>();
  for (const trade of trades) {
    const list = byInstrument.get(trade.instrumentId) ?? [];
    list.push(trade);
    byInstrument.set(trade.instrumentId, list);
  }
  const firstDate = trades[0]?.tradeDate;
  const actions = firstDate ? await shareActionsFor(orm, [...byInstrument.keys()], firstDate) : [];
  const positions = new Map<number, Position>();
  for (const [instrumentId, list] of byInstrument) {
    const own = actions.filter((action) => action.instrumentId === instrumentId);
    const { lots, matches } = runFifo(eventsOf(list, own, options.until));
    const head = list[0]!;
    positions.set(instrumentId, {
      instrumentId,
      exchange: head.exchange,
      symbol: head.symbol,
      quantity: lots.reduce((sum, lot) => sum + lot.quantity, 0),
      lots,
      matches,
      trades: list,
    });
  }
  return positions;
}
