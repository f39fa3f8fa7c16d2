import { and, eq, inArray, or } from 'drizzle-orm';
import type { DayClose } from '../../../src/features/watchlists/model/alerts';
import { stockKey, type StockRef } from '../../../src/features/watchlists/model/rules';
import type { Orm } from '../../db/database';
import { instruments, latestQuotes } from '../../db/schema';
import { ApiError, type FieldError } from '../../errors';

/** A stock the archive knows, with its latest close when it has one. */
export interface KnownStock extends StockRef {
  instrumentId: number;
  name: string;
  latest: DayClose | null;
}

/**
 * The archive's stocks among `refs`, by stockKey, read in the caller's transaction (inside a
 * write, the archive reader's own queries would wait for it on PGlite's one connection).
 */
export async function knownStocks(
  tx: Orm,
  refs: readonly StockRef[],
): Promise<Map<string, KnownStock>> {
  const found = new Map<string, KnownStock>();
  if (refs.length === 0) return found;
  const rows = await tx
    .select({
      instrumentId: instruments.id,
      exchange: instruments.exchange,
      symbol: instruments.symbol,
      name: instruments.name,
      date: latestQuotes.tradeDate,
      close: latestQuotes.close,
      previousClose: latestQuotes.previousClose,
    })
    .from(instruments)
    .leftJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(
      or(
        ...(['NSE', 'BSE'] as const).map((exchange) => {
          const symbols = refs.filter((ref) => ref.exchange === exchange).map((ref) => ref.symbol);
          return symbols.length > 0
            ? and(eq(instruments.exchange, exchange), inArray(instruments.symbol, symbols))
            : undefined;
        }),
      ),
    );
  for (const { date, close, previousClose, ...stock } of rows) {
    const latest = date !== null && close !== null ? { date, close, previousClose } : null;
    found.set(stockKey(stock), { ...stock, latest });
  }
  return found;
}

/**
 * The stocks of `refs`, every one known to the archive; otherwise 422 naming each unknown one
 * at its place in the body (`field` is the body's path to the list, '' for a lone stock).
 */
export async function requireKnownStocks(
  tx: Orm,
  refs: readonly StockRef[],
  field: string,
): Promise<Map<string, KnownStock>> {
  const found = await knownStocks(tx, refs);
  const errors: FieldError[] = [];
  refs.forEach((ref, index) => {
    if (found.has(stockKey(ref))) return;
    const at = field === '' ? 'symbol' : `${field}.${index}.symbol`;
    errors.push({
      in: 'body',
      field: at,
      pointer: `#/${at.replaceAll('.', '/')}`,
      detail: `The market data has no stock ${ref.symbol} on ${ref.exchange}`,
    });
  });
  if (errors.length > 0) {
    const names = [...new Set(refs.filter((r) => !found.has(stockKey(r))).map((r) => r.symbol))];
    throw new ApiError(
      422,
      'unknown_symbol',
      `Unknown stock${names.length === 1 ? '' : 's'}: ${names.join(', ')}. Check the symbol.`,
      {},
      errors,
    );
  }
  return found;
}
