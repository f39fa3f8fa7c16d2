import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { capBandOfRank, type CapBand } from '../../../src/domain/suitability';
import type { Orm } from '../../db/database';
import { instruments, latestQuotes } from '../../db/schema';

// Size bands (src/domain/suitability.ts, capBandOfRank): every listed NSE stock ranked by its
// latest market capitalisation, largest first. Read in the caller's transaction; ~500 rows.

/** The band of each listed NSE stock with a market cap, by symbol. */
export async function capBands(orm: Orm): Promise<Map<string, CapBand>> {
  const rows = await orm
    .select({ symbol: instruments.symbol })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(
      and(
        eq(instruments.exchange, 'NSE'),
        ne(instruments.status, 'delisted'),
        isNotNull(latestQuotes.marketCap),
      ),
    )
    .orderBy(desc(latestQuotes.marketCap), instruments.symbol);
  return new Map(rows.map((row, index) => [row.symbol, capBandOfRank(index + 1)]));
}
