import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { createRandom } from '../../archive/random';
import type { Orm } from '../../db/database';
import { dailyBars, instruments, userProfiles } from '../../db/schema';
import { paperAccounts } from '../broker/tables';
import { moveCash } from '../orders/account';
import { bookFill } from '../orders/engine';
import { positionsOf } from '../orders/ledger';
import { paperCashEntries, paperOrders } from '../orders/tables';
import { demoUuid } from '../../services/demo-ids';
import { creditDividends } from './dividends';

/** Twelve NIFTY 50 companies across sectors: the demo investor's portfolio. */
export const DEMO_PORTFOLIO = [
  'HDFCBANK',
  'INFY',
  'RELIANCE',
  'TCS',
  'ITC',
  'LT',
  'SUNPHARMA',
  'MARUTI',
  'TITAN',
  'BHARTIARTL',
  'ASIANPAINT',
  'NTPC',
] as const;

const OPENING_PAISE = 10_00_000 * 100;
const MONTHLY_PAISE = 25_000 * 100;
const YEARS = 2;

interface Day {
  date: string;
  closes: Map<number, number>;
}

async function tradingDays(tx: Orm, ids: number[], from: string): Promise<Day[]> {
  const rows = await tx
    .select({ id: dailyBars.instrumentId, date: dailyBars.tradeDate, close: dailyBars.close })
    .from(dailyBars)
    .where(and(inArray(dailyBars.instrumentId, ids), gte(dailyBars.tradeDate, from)))
    .orderBy(asc(dailyBars.tradeDate));
  const days = new Map<string, Day>();
  for (const row of rows) {
    const day = days.get(row.date) ?? { date: row.date, closes: new Map() };
    day.closes.set(row.id, row.close);
    days.set(row.date, day);
  }
  return [...days.values()];
}

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const at = (date: string) => new Date(`${date}T10:15:00+05:30`);

/**
 * The demo investor's two years (local mode, deterministic for an archive): ₹10,00,000 opening
 * cash, ₹25,000 added on each month's first trading day and invested across twelve NIFTY 50
 * stocks, a rebalancing sale every quarter (some lots held over a year, some not, so the tax
 * report has both terms), and the dividends of those years with their TDS. Every trade is an
 * order filled through the engine's booking at that day's close, so charges, DP and the ledger
 * are as real orders make them. Skipped when the account already has orders.
 */
export async function seedDemoHistory(tx: Orm, investorSub: string, lastDate: string) {
  const [orders] = await tx
    .select({ id: paperOrders.orderId })
    .from(paperOrders)
    .where(eq(paperOrders.investorSub, investorSub))
    .limit(1);
  if (orders) return false;
  const stocks = await tx
    .select({ id: instruments.id, symbol: instruments.symbol })
    .from(instruments)
    .where(and(eq(instruments.exchange, 'NSE'), inArray(instruments.symbol, [...DEMO_PORTFOLIO])));
  if (stocks.length === 0) return false;
  const start = `${Number(lastDate.slice(0, 4)) - YEARS}${lastDate.slice(4)}`;
  const days = await tradingDays(
    tx,
    stocks.map((stock) => stock.id),
    start,
  );
  if (days.length < 40) return false;
  const first = days[0]!.date;
  // The account opens on the first day with the opening cash (replacing the broker seed's).
  await tx.delete(paperCashEntries).where(eq(paperCashEntries.investorSub, investorSub));
  await tx
    .update(paperAccounts)
    .set({ cashPaise: 0, openedAt: at(first), updatedAt: at(first) })
    .where(eq(paperAccounts.investorSub, investorSub));
  // A member since before the history begins ("Member since" in account settings).
  await tx
    .update(userProfiles)
    .set({
      createdAt: sql`least(${userProfiles.createdAt}, ${at(first).toISOString()}::timestamptz)`,
    })
    .where(eq(userProfiles.sub, investorSub));
  const random = createRandom(`nivesh-demo-history:${investorSub}`);
  let cash = 0;
  const deposit = async (date: string, amount: number, kind: 'opening' | 'deposit') => {
    cash += amount;
    await moveCash(tx, investorSub, {
      kind,
      amountPaise: amount,
      entryDate: date,
      at: at(date),
      description:
        kind === 'opening'
          ? 'Virtual cash the paper account opened with'
          : 'Added virtual cash (monthly)',
      demo: true,
    });
  };
  let serial = 0;
  const trade = async (
    day: Day,
    stock: { id: number; symbol: string },
    side: 'BUY' | 'SELL',
    quantity: number,
  ) => {
    const price = day.closes.get(stock.id);
    if (!price || quantity <= 0) return;
    serial += 1;
    const orderId = demoUuid(`nivesh-demo-history:${investorSub}:${serial}`);
    const row = {
      orderId,
      investorSub,
      exchange: 'NSE' as const,
      symbol: stock.symbol,
      instrumentId: stock.id,
      side,
      orderType: 'MARKET' as const,
      quantity,
      status: 'OPEN' as const,
      marketDate: day.date,
      placedAt: at(day.date),
      updatedAt: at(day.date),
      source: 'demo' as const,
      demo: true,
    };
    await tx.insert(paperOrders).values(row);
    const [order] = await tx.select().from(paperOrders).where(eq(paperOrders.orderId, orderId));
    await bookFill(
      tx,
      order!,
      { quantity, pricePaise: price, tradeDate: day.date },
      {
        now: at(day.date),
        newId: () => demoUuid(`nivesh-demo-trade:${investorSub}:${serial}`),
      },
    );
    const [account] = await tx
      .select({ cash: paperAccounts.cashPaise })
      .from(paperAccounts)
      .where(eq(paperAccounts.investorSub, investorSub));
    cash = account?.cash ?? cash;
  };
  await deposit(first, OPENING_PAISE, 'opening');
  // The first fortnight: about ₹65,000 in each stock, a few a day.
  for (const [index, stock] of stocks.entries()) {
    const day = days[Math.min(days.length - 1, 1 + Math.floor(index / 2))]!;
    const price = day.closes.get(stock.id) ?? 0;
    if (price > 0) await trade(day, stock, 'BUY', Math.floor((65_000 * 100) / price));
  }
  let month = first.slice(0, 7);
  let quarter = 0;
  for (const day of days.slice(10)) {
    if (day.date.slice(0, 7) === month) continue;
    month = day.date.slice(0, 7);
    quarter += 1;
    await deposit(day.date, MONTHLY_PAISE, 'deposit');
    const stock = random.pick(stocks);
    const price = day.closes.get(stock.id) ?? 0;
    const budget = Math.min(cash - 5_000 * 100, MONTHLY_PAISE + random.int(0, 15_000) * 100);
    if (price > 0 && budget > price * 1.01)
      await trade(day, stock, 'BUY', Math.floor(budget / (price * 1.002)));
    if (quarter % 3 === 0) {
      const held = await positionsOf(tx, investorSub, { until: dayAfter(day.date) });
      const owned = stocks.filter((candidate) => (held.get(candidate.id)?.quantity ?? 0) > 1);
      if (owned.length === 0) continue;
      const sold = random.pick(owned);
      const quantity = held.get(sold.id)!.quantity;
      await trade(day, sold, 'SELL', Math.max(1, Math.floor(quantity * random.between(0.2, 0.4))));
    }
  }
  await creditDividends(tx, investorSub, lastDate, true);
  return true;
}
