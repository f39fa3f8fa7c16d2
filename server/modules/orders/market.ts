import { and, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { instruments, latestQuotes } from '../../db/schema';

/** The archive's latest trading day (of any stock's latest quote); null when it is empty. */
export async function latestTradeDate(orm: Orm): Promise<string | null> {
  const [row] = await orm
    .select({ date: latestQuotes.tradeDate })
    .from(latestQuotes)
    .orderBy(desc(latestQuotes.tradeDate))
    .limit(1);
  return row?.date ?? null;
}

/** What an order needs of its stock: its id, name, status and latest close. */
export interface OrderInstrument {
  id: number;
  exchange: 'NSE' | 'BSE';
  symbol: string;
  name: string;
  status: 'active' | 'suspended' | 'delisted';
  quote: { close: number; date: string } | null;
}

/**
 * The stock by symbol, read in the caller's transaction (inside a write, the archive reader's
 * own queries would wait for the transaction on PGlite's single connection).
 */
export async function instrumentFor(
  tx: Orm,
  exchange: 'NSE' | 'BSE',
  symbol: string,
): Promise<OrderInstrument | undefined> {
  const [row] = await tx
    .select({
      id: instruments.id,
      exchange: instruments.exchange,
      symbol: instruments.symbol,
      name: instruments.name,
      status: instruments.status,
      close: latestQuotes.close,
      date: latestQuotes.tradeDate,
    })
    .from(instruments)
    .leftJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, exchange), eq(instruments.symbol, symbol)));
  if (!row) return undefined;
  const { close, date, ...instrument } = row;
  return { ...instrument, quote: close !== null && date !== null ? { close, date } : null };
}
