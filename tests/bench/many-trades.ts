import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { dailyBars, instruments, latestQuotes } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/identity/seed/demo-accounts';
import { paperAccounts } from '../../server/modules/broker/tables';
import { paperCashEntries, paperTrades } from '../../server/modules/orders/tables';
import { chargesFor } from '../../src/features/portfolio/model/charges';
import {
  financialYearOf,
  financialYearRange,
} from '../../src/features/portfolio/model/financial-year';

/** "the FY tax report of 5,000 trades" (issue 11, bench). */
export const MANY_TRADES = 5_000;

/**
 * Bench data: `count` trades of one investor in the archive's latest financial year, across the
 * NIFTY 50 (each stock bought in tens and sold in fives, never short), with their cash entries,
 * written in bulk. The account's cash is set to the ledger's sum.
 */
export async function seedManyTrades(db: Database, email: string, count: number): Promise<void> {
  const sub = DEMO_ACCOUNTS.find((account) => account.email === email)?.sub;
  if (!sub) throw new Error(`no demo account ${email}`);
  const [latest] = await db.orm
    .select({ date: latestQuotes.tradeDate })
    .from(latestQuotes)
    .orderBy(desc(latestQuotes.tradeDate))
    .limit(1);
  const stocks = await db.orm
    .select({ id: instruments.id, symbol: instruments.symbol })
    .from(instruments)
    .where(eq(instruments.exchange, 'NSE'))
    .limit(50);
  if (!latest || stocks.length === 0) return;
  const { from } = financialYearRange(financialYearOf(latest.date));
  const bars = await db.orm
    .select({ id: dailyBars.instrumentId, date: dailyBars.tradeDate, close: dailyBars.close })
    .from(dailyBars)
    .where(
      and(
        inArray(
          dailyBars.instrumentId,
          stocks.map((s) => s.id),
        ),
        gte(dailyBars.tradeDate, from),
      ),
    )
    .orderBy(asc(dailyBars.tradeDate));
  const byStock = new Map<number, Array<{ date: string; close: number }>>();
  for (const bar of bars) byStock.set(bar.id, [...(byStock.get(bar.id) ?? []), bar]);
  const perStock = Math.ceil(count / stocks.length);
  const trades: Array<typeof paperTrades.$inferInsert> = [];
  const entries: Array<typeof paperCashEntries.$inferInsert> = [];
  const opening = 50_00_00_000_00; // ₹50 crore of virtual cash
  entries.push({
    investorSub: sub,
    kind: 'opening',
    amountPaise: opening,
    entryDate: from,
    at: new Date(`${from}T09:00:00+05:30`),
    description: 'Bench opening cash',
  });
  let cash = opening;
  for (const stock of stocks) {
    const days = byStock.get(stock.id) ?? [];
    for (let n = 0; n < perStock && trades.length < count && days.length > 0; n += 1) {
      const day = days[Math.floor((n * days.length) / perStock)]!;
      const side = n % 2 === 0 ? 'BUY' : 'SELL';
      const quantity = side === 'BUY' ? 10 : 5;
      const value = quantity * day.close;
      const charges = chargesFor({
        side,
        valuePaise: value,
        date: day.date,
        dpCharge: side === 'SELL',
      });
      const tradeId = `bench-${stock.symbol}-${n}`;
      const at = new Date(`${day.date}T10:00:00+05:30`);
      trades.push({
        tradeId,
        investorSub: sub,
        exchange: 'NSE',
        symbol: stock.symbol,
        instrumentId: stock.id,
        side,
        quantity,
        pricePaise: day.close,
        tradeDate: day.date,
        executedAt: at,
        charges,
        chargesPaise: charges.total,
        sttPaise: charges.stt,
        source: 'demo',
        demo: true,
      });
      const amount = side === 'BUY' ? -(value + charges.total) : value - charges.total;
      cash += amount;
      entries.push({
        investorSub: sub,
        kind: side === 'BUY' ? 'buy' : 'sell',
        amountPaise: amount,
        entryDate: day.date,
        at,
        tradeId,
        description: `Bench ${side} ${stock.symbol}`,
        demo: true,
      });
    }
  }
  await db.orm.transaction(async (tx) => {
    await tx.delete(paperCashEntries).where(eq(paperCashEntries.investorSub, sub));
    for (let at = 0; at < trades.length; at += 500)
      await tx.insert(paperTrades).values(trades.slice(at, at + 500));
    for (let at = 0; at < entries.length; at += 500)
      await tx.insert(paperCashEntries).values(entries.slice(at, at + 500));
    await tx
      .update(paperAccounts)
      .set({ cashPaise: cash, updatedAt: new Date() })
      .where(eq(paperAccounts.investorSub, sub));
  });
}
