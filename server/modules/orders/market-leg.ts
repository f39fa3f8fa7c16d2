import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { orderRow, placeOrder } from './engine';
import { instrumentFor } from './market';
import { paperTrades } from './tables';

// One market order of a group (a basket investment, an accepted suggestion) through the paper
// order engine, in a savepoint of its own: one the engine refuses (a suspended stock, an order
// the cash does not cover) never undoes the others. The caller holds the paper account's lock.

export interface MarketLeg {
  symbol: string;
  side: 'BUY' | 'SELL';
  quantity: number;
  /** The price it is planned at (the latest close), paise. */
  price: number;
}

export interface LegResult {
  orderId: string | null;
  status: 'COMPLETE' | 'REJECTED' | 'FAILED';
  message: string | null;
  /** The fill's average price, or the planned / latest price when it did not fill. */
  price: number;
  charges: number;
}

/** One NSE market order through the engine, in a savepoint: what became of it. */
export async function placeMarketLeg(
  tx: Orm,
  sub: string,
  leg: MarketLeg,
  now: Date,
): Promise<LegResult> {
  try {
    return await tx.transaction(async (savepoint: Orm) => {
      const instrument = await instrumentFor(savepoint, 'NSE', leg.symbol);
      const orderId = await placeOrder(
        savepoint,
        sub,
        {
          exchange: 'NSE',
          symbol: leg.symbol,
          side: leg.side,
          quantity: leg.quantity,
          orderType: 'MARKET',
        },
        instrument,
        { now },
      );
      const order = await orderRow(savepoint, sub, orderId);
      if (order.status === 'COMPLETE') {
        const [trade] = await savepoint
          .select({ charges: sql<string>`coalesce(sum(${paperTrades.chargesPaise}), 0)` })
          .from(paperTrades)
          .where(eq(paperTrades.orderId, orderId));
        return {
          orderId,
          status: 'COMPLETE',
          message: null,
          price: order.averagePricePaise ?? leg.price,
          charges: Number(trade?.charges ?? 0),
        };
      }
      return {
        orderId,
        status: 'REJECTED',
        message: order.statusMessage ?? `The order was ${order.status.toLowerCase()}`,
        price: instrument?.quote?.close ?? leg.price,
        charges: 0,
      };
    });
  } catch (error) {
    // The engine refused to place it at all (a 4xx naming why); anything else is a fault.
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return {
      orderId: null,
      status: 'FAILED',
      message: error.message,
      price: leg.price,
      charges: 0,
    };
  }
}
