import { and, asc, eq, inArray } from 'drizzle-orm';
import { planPurchase } from '../../../src/features/baskets/model/invest-plan';
import { weightsFor } from '../../../src/features/baskets/model/weights';
import type { Database, Orm } from '../../db/database';
import { dailyBars, instruments, latestQuotes } from '../../db/schema';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { paperAccounts } from '../broker/tables';
import { bookFill } from '../orders/engine';
import { latestTradeDate } from '../orders/market';
import { paperOrders, paperTrades } from '../orders/tables';
import { buyCharges } from './invest';
import { addMonths, dueDateOf, monthOf } from './sip-dates';
import {
  basketInvestments,
  basketOrders,
  baskets,
  basketSips,
  basketStocks,
  sipRuns,
  type InvestmentKind,
} from './tables';

/** The demo's `n`-th basket of an investor (0 first), the same id on every start. */
export const demoBasketId = (sub: string, n = 0): string =>
  demoUuid(`nivesh-demo-basket:${sub}:${n}`);

const DEMO_EMAIL = 'investor@example.com';
/** Real NIFTY 50 companies across sectors; a small test archive may hold none of them. */
const SYMBOLS = ['HDFCBANK', 'INFY', 'ITC', 'LT', 'SUNPHARMA'];
const NAME = 'Core five';
const SIP_DAY = 5;
const SIP_PAISE = 10_000_00;
const FIRST_PAISE = 50_000_00;
/** Months of history: a first lump sum, then an SIP instalment each month. */
const MONTHS = 15;

const at = (date: string) => new Date(`${date}T10:20:00+05:30`);

async function chosenStocks(tx: Orm) {
  const priced = (symbols?: string[]) =>
    tx
      .select({ id: instruments.id, symbol: instruments.symbol })
      .from(instruments)
      .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
      .where(
        and(
          eq(instruments.exchange, 'NSE'),
          eq(instruments.status, 'active'),
          symbols ? inArray(instruments.symbol, symbols) : undefined,
        ),
      )
      .orderBy(asc(instruments.symbol));
  const known = await priced(SYMBOLS);
  if (known.length >= 3) {
    return SYMBOLS.flatMap((symbol) => known.filter((row) => row.symbol === symbol));
  }
  return (await priced()).slice(0, SYMBOLS.length);
}

/** Each stock's close on `date`, by instrument id (none when the archive has no bar). */
async function closesOn(tx: Orm, ids: number[], date: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: dailyBars.instrumentId, close: dailyBars.close })
    .from(dailyBars)
    .where(and(inArray(dailyBars.instrumentId, ids), eq(dailyBars.tradeDate, date)));
  return new Map(rows.map((row) => [row.id, row.close]));
}

interface Group {
  kind: InvestmentKind;
  amount: number;
  date: string;
  month: string | null;
  closes: Map<number, number>;
}

/**
 * The demo investor's basket (local mode, idempotent): five NIFTY 50 stocks in equal weights,
 * bought with ₹50,000 on the 5th of the first of the last fifteen months the archive has prices
 * for and ₹10,000 by SIP on the 5th of each month since (each
 * group's orders filled through the engine's booking at that day's close, labelled demo), so its
 * value, returns, XIRR and drift are real numbers; the SIP stays on for the job to continue.
 * A small archive without the months gets the basket and the SIP only. An investor who has any
 * basket is left alone. Runs after the paper trading seed (the account and its cash).
 */
export async function seedBasketsDemo(db: Database): Promise<void> {
  const sub = demoSubOf(DEMO_EMAIL);
  const latest = await latestTradeDate(db.orm);
  if (!latest) return;
  await db.orm.transaction(async (tx: Orm) => {
    const [any] = await tx
      .select({ id: baskets.basketId })
      .from(baskets)
      .where(eq(baskets.investorSub, sub))
      .limit(1);
    if (any) return;
    const [account] = await tx
      .select({ cash: paperAccounts.cashPaise })
      .from(paperAccounts)
      .where(eq(paperAccounts.investorSub, sub));
    const stocks = await chosenStocks(tx);
    if (stocks.length < 2) return;
    const weights = weightsFor(
      'equal',
      stocks.map((stock) => ({ symbol: stock.symbol, marketCap: null, composite: null })),
    );
    const basketId = demoBasketId(sub);
    // The months whose SIP day the archive has prices for: the first is the lump sum.
    const groups: Group[] = [];
    const current = monthOf(latest);
    for (let back = MONTHS - 1; back >= 0; back -= 1) {
      const month = addMonths(current, -back);
      const date = dueDateOf(month, SIP_DAY);
      if (date > latest) continue;
      const closes = await closesOn(
        tx,
        stocks.map((stock) => stock.id),
        date,
      );
      if (closes.size < stocks.length) continue;
      const first = groups.length === 0;
      groups.push({
        kind: first ? 'lumpsum' : 'sip',
        amount: first ? FIRST_PAISE : SIP_PAISE,
        date,
        month: first ? null : month,
        closes,
      });
    }
    const createdOn = groups[0]?.date ?? latest;
    await tx.insert(baskets).values({
      basketId,
      investorSub: sub,
      name: NAME,
      weighting: 'equal',
      themeId: null,
      toleranceBp: 200,
      createdAt: at(createdOn),
      updatedAt: at(createdOn),
      demo: true,
    });
    await tx.insert(basketStocks).values(
      stocks.map((stock, position) => ({
        basketId,
        position,
        symbol: stock.symbol,
        instrumentId: stock.id,
        weightBp: weights[position]!,
      })),
    );
    await tx.insert(basketSips).values({
      basketId,
      amount: SIP_PAISE,
      day: SIP_DAY,
      active: true,
      startedOn: createdOn,
      updatedAt: at(createdOn),
      demo: true,
    });
    let cash = account?.cash ?? 0;
    for (const [index, group] of groups.entries()) {
      const { closes } = group;
      const priced = stocks.flatMap((stock, position) => {
        const price = closes.get(stock.id);
        return price ? [{ stock, position, price, weightBp: weights[position]! }] : [];
      });
      if (!account || cash < group.amount) continue;
      const { quantities } = planPurchase(
        priced.map(({ stock, price, weightBp }) => ({ symbol: stock.symbol, price, weightBp })),
        group.amount,
        { cost: (value) => buyCharges(value, group.date) },
      );
      const investmentId = demoUuid(`nivesh-demo-basket-group:${sub}:${index}`);
      await tx.insert(basketInvestments).values({
        investmentId,
        basketId,
        investorSub: sub,
        kind: group.kind,
        goalId: null,
        amount: group.amount,
        marketDate: group.date,
        createdAt: at(group.date),
        updatedAt: at(group.date),
        demo: true,
      });
      if (group.month) {
        await tx.insert(sipRuns).values({
          basketId,
          month: group.month,
          investmentId,
          dueOn: group.date,
          ranAt: at(group.date),
        });
      }
      for (const [n, { stock, position, price }] of priced.entries()) {
        const quantity = quantities[n] ?? 0;
        if (quantity <= 0) continue;
        const orderId = demoUuid(`nivesh-demo-basket-order:${sub}:${index}:${stock.symbol}`);
        await tx.insert(paperOrders).values({
          orderId,
          investorSub: sub,
          exchange: 'NSE',
          symbol: stock.symbol,
          instrumentId: stock.id,
          side: 'BUY',
          orderType: 'MARKET',
          quantity,
          status: 'OPEN',
          marketDate: group.date,
          placedAt: at(group.date),
          updatedAt: at(group.date),
          source: 'demo',
          demo: true,
        });
        const [order] = await tx.select().from(paperOrders).where(eq(paperOrders.orderId, orderId));
        await bookFill(
          tx,
          order!,
          { quantity, pricePaise: price, tradeDate: group.date },
          {
            now: at(group.date),
            newId: () => demoUuid(`nivesh-demo-basket-trade:${sub}:${index}:${stock.symbol}`),
          },
        );
        const [trade] = await tx
          .select({ charges: paperTrades.chargesPaise })
          .from(paperTrades)
          .where(eq(paperTrades.orderId, orderId));
        await tx.insert(basketOrders).values({
          investmentId,
          symbol: stock.symbol,
          instrumentId: stock.id,
          side: 'BUY',
          position,
          quantity,
          price,
          orderId,
          status: 'COMPLETE',
          message: null,
          attempts: 1,
          charges: trade?.charges ?? 0,
          updatedAt: at(group.date),
        });
        cash -= quantity * price + (trade?.charges ?? 0);
      }
    }
  });
}
