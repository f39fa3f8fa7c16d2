import { and, asc, eq } from 'drizzle-orm';
import { priceBand } from '../../../src/features/portfolio/model/order-rules';
import type { Database, Orm } from '../../db/database';
import { instruments, latestQuotes } from '../../db/schema';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { placeOrder } from './engine';
import { instrumentFor } from './market';
import { paperOrders } from './tables';

/** The demo's resting order of an investor: a limit buy waiting below the market. */
export const demoOrderId = (investorSub: string): string =>
  demoUuid(`nivesh-demo-order:${investorSub}:resting`);

/** The stock of the demo's resting orders; a small test archive may not hold it. */
export const DEMO_RESTING_SYMBOL = 'INFY';

async function anyPricedStock(tx: Orm) {
  const [first] = await tx
    .select({ symbol: instruments.symbol })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), eq(instruments.status, 'active')))
    .orderBy(asc(instruments.symbol))
    .limit(1);
  return first ? instrumentFor(tx, 'NSE', first.symbol) : undefined;
}

/**
 * Demo data (local mode, idempotent): investor@ and neha@ each have a limit buy of Infosys
 * resting at the bottom of the day's band, placed through the engine like any order (it blocks
 * its cash), so the order list and the ticket's "open orders" are never empty. Runs after the
 * broker seed (the paper accounts) and the market archive.
 */
export async function seedOrdersDemo(db: Database): Promise<void> {
  for (const email of ['investor@example.com', 'neha@example.com']) {
    const investorSub = demoSubOf(email);
    const orderId = demoOrderId(investorSub);
    await db.orm.transaction(async (tx: Orm) => {
      const [exists] = await tx
        .select({ id: paperOrders.orderId })
        .from(paperOrders)
        .where(eq(paperOrders.orderId, orderId));
      if (exists) return;
      const instrument =
        (await instrumentFor(tx, 'NSE', DEMO_RESTING_SYMBOL)) ?? (await anyPricedStock(tx));
      if (!instrument?.quote) return;
      await placeOrder(
        tx,
        investorSub,
        {
          exchange: 'NSE',
          symbol: instrument.symbol,
          side: 'BUY',
          quantity: 2,
          orderType: 'LIMIT',
          price: priceBand(instrument.quote.close).low,
        },
        instrument,
        { now: new Date(), newId: () => orderId },
      );
      await tx
        .update(paperOrders)
        .set({ source: 'demo', demo: true })
        .where(eq(paperOrders.orderId, orderId));
    });
  }
}
