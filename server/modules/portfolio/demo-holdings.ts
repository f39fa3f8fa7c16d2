import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { dailyBars, instruments } from '../../db/schema';
import { demoUuid } from '../../services/demo-ids';
import { bookFill } from '../orders/engine';
import { paperOrders } from '../orders/tables';

/** A few large caps a cautious investor holds; each bought for BUDGET_EACH_PAISE. */
export const CONSERVATIVE_HOLDINGS = ['HDFCBANK', 'ITC', 'NTPC', 'INFY'] as const;

/**
 * ₹45,000 each: 4.5 % of a ₹10 lakh account, under a Conservative client's 5 % single-stock
 * limit (src/domain/suitability.ts), so a suitable buy call of one of them can still pass.
 */
const BUDGET_EACH_PAISE = 45_000 * 100;

/** How many trading days before the archive's last day the stocks were bought. */
const SESSIONS_AGO = 30;

const at = (date: string) => new Date(`${date}T10:15:00+05:30`);

/**
 * A demo investor's few holdings (local mode, deterministic for an archive): each stock bought
 * with a market order filled at the close of the trading day SESSIONS_AGO before `lastDate`,
 * booked through the engine like demo-history's trades (charges, ledger, contract note). The
 * rest of the paper account's cash stays cash. Skipped when the account already has orders or
 * the archive holds none of the stocks (a small test archive): cash only then.
 */
export async function seedDemoHoldings(
  tx: Orm,
  investorSub: string,
  lastDate: string,
  symbols: readonly string[] = CONSERVATIVE_HOLDINGS,
): Promise<boolean> {
  const [orders] = await tx
    .select({ id: paperOrders.orderId })
    .from(paperOrders)
    .where(eq(paperOrders.investorSub, investorSub))
    .limit(1);
  if (orders) return false;
  const stocks = await tx
    .select({ id: instruments.id, symbol: instruments.symbol })
    .from(instruments)
    .where(and(eq(instruments.exchange, 'NSE'), inArray(instruments.symbol, [...symbols])));
  if (stocks.length === 0) return false;
  const ids = stocks.map((stock) => stock.id);
  const days = await tx
    .selectDistinct({ date: dailyBars.tradeDate })
    .from(dailyBars)
    .where(and(inArray(dailyBars.instrumentId, ids), lte(dailyBars.tradeDate, lastDate)))
    .orderBy(desc(dailyBars.tradeDate))
    .limit(SESSIONS_AGO);
  const day = days.at(-1)?.date;
  if (!day) return false;
  const closes = await tx
    .select({ id: dailyBars.instrumentId, close: dailyBars.close })
    .from(dailyBars)
    .where(and(inArray(dailyBars.instrumentId, ids), eq(dailyBars.tradeDate, day)));
  const closeOf = new Map(closes.map((row) => [row.id, row.close]));
  let bought = false;
  for (const stock of stocks) {
    const price = closeOf.get(stock.id);
    const quantity = price ? Math.floor(BUDGET_EACH_PAISE / price) : 0;
    if (!price || quantity <= 0) continue;
    const orderId = demoUuid(`nivesh-demo-holding:${investorSub}:${stock.symbol}`);
    await tx.insert(paperOrders).values({
      orderId,
      investorSub,
      exchange: 'NSE',
      symbol: stock.symbol,
      instrumentId: stock.id,
      side: 'BUY',
      orderType: 'MARKET',
      quantity,
      status: 'OPEN',
      marketDate: day,
      placedAt: at(day),
      updatedAt: at(day),
      source: 'demo',
      demo: true,
    });
    const [order] = await tx.select().from(paperOrders).where(eq(paperOrders.orderId, orderId));
    await bookFill(
      tx,
      order!,
      { quantity, pricePaise: price, tradeDate: day },
      {
        now: at(day),
        newId: () => demoUuid(`nivesh-demo-holding-trade:${investorSub}:${stock.symbol}`),
      },
    );
    bought = true;
  }
  return bought;
}
