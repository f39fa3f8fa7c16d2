import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { matchBar, type Bar } from '../../../src/features/portfolio/model/order-rules';
import type { Database, Orm } from '../../db/database';
import { dailyBars } from '../../db/schema';
import { blockedCash, lockCash, RESTING } from './account';
import { bookFill, buyCost, touch, type EngineClock } from './engine';
import { positionsOf } from './ledger';
import { paperOrders, type PaperOrderRow } from './tables';

export interface MatchReport {
  checked: number;
  filled: number;
  rejected: number;
}

async function barsAfter(orm: Orm, instrumentId: number, after: string): Promise<Bar[]> {
  const rows = await orm
    .select({
      date: dailyBars.tradeDate,
      open: dailyBars.open,
      high: dailyBars.high,
      low: dailyBars.low,
      close: dailyBars.close,
    })
    .from(dailyBars)
    .where(and(eq(dailyBars.instrumentId, instrumentId), gt(dailyBars.tradeDate, after)))
    .orderBy(asc(dailyBars.tradeDate));
  return rows;
}

const reject = (tx: Orm, order: PaperOrderRow, reason: string, clock: EngineClock) =>
  tx
    .update(paperOrders)
    .set({ status: 'REJECTED', statusMessage: reason, blockedPaise: 0, updatedAt: clock.now })
    .where(eq(paperOrders.orderId, order.orderId));

/**
 * One resting order against the bars after its market date, in its own transaction with the
 * account locked: the first bar that fills it books the fill (a buy whose fill would now cost
 * more than the free cash, after a gap, is rejected as Kite's risk check would); otherwise the
 * order stays, remembering the last bar it was checked against and whether its stop triggered.
 */
async function matchOne(
  db: Database,
  orderId: string,
  clock: EngineClock,
): Promise<'filled' | 'rejected' | 'rests'> {
  return db.orm.transaction(async (tx: Orm) => {
    const [found] = await tx.select().from(paperOrders).where(eq(paperOrders.orderId, orderId));
    if (!found || !(RESTING as readonly string[]).includes(found.status)) return 'rests';
    const cash = await lockCash(tx, found.investorSub);
    const [order] = await tx
      .select()
      .from(paperOrders)
      .where(eq(paperOrders.orderId, orderId))
      .for('update');
    if (!order || !(RESTING as readonly string[]).includes(order.status)) return 'rests';
    if (cash === null) {
      await reject(tx, order, 'The paper account was closed', clock);
      return 'rejected';
    }
    let status = order.status as (typeof RESTING)[number];
    let checkedUpTo = order.marketDate;
    for (const bar of await barsAfter(tx, order.instrumentId, order.marketDate)) {
      const outcome = matchBar({ ...order, status }, bar);
      checkedUpTo = bar.date;
      if (outcome.kind === 'rest') {
        status = outcome.status;
        continue;
      }
      if (order.side === 'BUY') {
        const free = cash - (await blockedCash(tx, order.investorSub)) + order.blockedPaise;
        if (buyCost(order.quantity, outcome.pricePaise, bar.date) > free) {
          await reject(tx, order, `Not enough funds when it filled on ${bar.date}`, clock);
          await touch(tx, order.investorSub, clock.now);
          return 'rejected';
        }
      } else {
        const held = (await positionsOf(tx, order.investorSub)).get(order.instrumentId)?.quantity;
        if ((held ?? 0) < order.quantity) {
          await reject(tx, order, `You no longer hold ${order.quantity} shares`, clock);
          await touch(tx, order.investorSub, clock.now);
          return 'rejected';
        }
      }
      await bookFill(
        tx,
        order,
        { quantity: order.quantity, pricePaise: outcome.pricePaise, tradeDate: bar.date },
        clock,
      );
      return 'filled';
    }
    if (checkedUpTo !== order.marketDate || status !== order.status) {
      await tx
        .update(paperOrders)
        .set({ status, marketDate: checkedUpTo, updatedAt: clock.now })
        .where(eq(paperOrders.orderId, orderId));
      await touch(tx, order.investorSub, clock.now);
    }
    return 'rests';
  });
}

/**
 * The data.updated job's part of paper trading: every resting order, oldest first, against the
 * days the archive gained since it was placed (`npm run market:advance` shows it locally).
 */
export async function matchRestingOrders(db: Database, clock: EngineClock): Promise<MatchReport> {
  const resting = await db.orm
    .select({ orderId: paperOrders.orderId })
    .from(paperOrders)
    .where(inArray(paperOrders.status, [...RESTING]))
    .orderBy(asc(paperOrders.placedAt), asc(paperOrders.orderId));
  const report: MatchReport = { checked: resting.length, filled: 0, rejected: 0 };
  for (const { orderId } of resting) {
    const outcome = await matchOne(db, orderId, clock);
    if (outcome === 'filled') report.filled += 1;
    if (outcome === 'rejected') report.rejected += 1;
  }
  return report;
}
