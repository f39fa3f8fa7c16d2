-- Factor scores (issue 12, factor engine): value, momentum, quality, low volatility and size of
-- every NIFTY 500 stock on every trading day, as z-scores against the universe and the stock's
-- sector, with a composite and the rank within sector. Definitions and sources:
-- src/features/stocks/model/factors.ts; engine: server/archive/factors/.
--
-- One row a trading day holds all stocks scored that day: a five-year recompute writes about
-- 1,250 rows, not 625,000 (one row per stock and day measured 33 s on PGlite here, this layout
-- under 2 s). instrument_ids: the stocks scored that day (universe members with a bar), in
-- ascending order; scores: for each of them in that order, the 23 fields of
-- server/archive/factors/layout.ts as little-endian float32 (92 bytes), NaN when not known.
-- STORAGE EXTERNAL keeps scores uncompressed out of line, so substring() reads one stock's
-- record of a day without reading the whole day: a stock's five-year history is one index scan.
CREATE TABLE factor_days (
  trade_date date PRIMARY KEY,
  instrument_ids integer[] NOT NULL,
  scores bytea NOT NULL,
  CHECK (octet_length(scores) = cardinality(instrument_ids) * 92)
);

ALTER TABLE factor_days ALTER COLUMN scores SET STORAGE EXTERNAL;

-- The data-update time the stored scores were computed from (the data.updated job's). Archive
-- answers about factors wait for it to catch up with data_status, so no answer made before a
-- recompute is cached for the new data.
CREATE TABLE factor_state (
  id integer PRIMARY KEY CHECK (id = 1),
  updatedatetime timestamptz NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  days integer NOT NULL,
  milliseconds integer NOT NULL
);
