import type { SqlTransaction } from '../../db/database';
import {
  buildOverview,
  OVERVIEW_STORED_LIMIT,
  type IndexRow,
  type QuoteRow,
} from '../market-summary';

// bigint columns arrive as strings from PostgreSQL; the cast keeps them within 2^53 here.
const QUOTES = `
SELECT i.exchange, i.symbol, i.name, i.industry, q.trade_date::text AS "tradeDate", q.open, q.high,
       q.low, q.close, q.previous_close AS "previousClose", q.volume::float8 AS volume,
       q.high_52w AS "high52w", q.low_52w AS "low52w", q.market_cap::float8 AS "marketCap"
  FROM latest_quotes q JOIN instruments i ON i.id = q.instrument_id`;

const INDICES = `
SELECT m.code, m.name, m.kind, m.industry,
       (SELECT count(*)::int FROM index_constituents c WHERE c.index_id = m.id) AS constituents,
       coalesce((SELECT json_agg(json_build_object('date', l.trade_date::text, 'close', l.close))
                   FROM (SELECT trade_date, close FROM index_levels WHERE index_id = m.id
                          ORDER BY trade_date DESC LIMIT 2) l), '[]'::json) AS levels
  FROM market_indices m`;

/** The market overview, rebuilt after each load and read from memory by the API. */
export async function rebuildOverview(tx: SqlTransaction): Promise<void> {
  const quotes = await tx.query<QuoteRow>(QUOTES);
  const indices = await tx.query<IndexRow>(INDICES);
  const overview = buildOverview(quotes, indices, OVERVIEW_STORED_LIMIT);
  await tx.query(
    `INSERT INTO archive_snapshots (name, body, built_at) VALUES ('overview', $1, now())
     ON CONFLICT (name) DO UPDATE SET body = EXCLUDED.body, built_at = EXCLUDED.built_at`,
    [JSON.stringify(overview)],
  );
}
