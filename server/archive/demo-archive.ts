import type { Database, SqlTransaction } from '../db/database';
import { nextTradingDay, tradingDaysBetween } from './calendar';
import { generateArchive } from './generator/generate';
import { defaultGenerateOptions, type GenerateOptions } from './generator/options';
import type { DataSource } from '../jobs';
import { fillMissingDemoDetail } from './demo-detail-backfill';
import { afterLoad } from './store/after-load';
import { DEMO_ACTOR, DEMO_SOURCE, recordImport } from './store/import-history';
import { instrumentIds, writeIndexLevels, writeUniverse } from './store/write-generated';
import { writeSeries } from './store/write-series';

export interface DemoResult {
  action: 'generated' | 'extended' | 'unchanged';
  /** Trading days added (all of them on a first generation). */
  days: string[];
  bars: number;
  milliseconds: number;
  updatedatetime?: string;
}

interface DemoRow {
  seed: string;
  symbols: number;
  rate: number;
}

async function readState(tx: SqlTransaction) {
  const [demo] = await tx.query<DemoRow>(
    'SELECT seed, symbols, corporate_action_rate AS rate FROM archive_demo WHERE id = 1',
  );
  const [counts] = await tx.query<{ instruments: number; last: string | null }>(
    `SELECT (SELECT count(*)::int FROM instruments) AS instruments,
            (SELECT max(trade_date)::text FROM latest_quotes) AS last`,
  );
  return { demo, instruments: counts?.instruments ?? 0, last: counts?.last ?? null };
}

async function generateFirst(db: Database, options: GenerateOptions): Promise<DemoResult> {
  const started = performance.now();
  const startedAt = new Date();
  const archive = generateArchive(options);
  return db.transaction(async (tx) => {
    const ids = await writeUniverse(tx, archive);
    const { bars } = await writeSeries(tx, archive, ids);
    await writeIndexLevels(tx, archive);
    const milliseconds = Math.round(performance.now() - started);
    await tx.query(
      `INSERT INTO archive_demo (id, seed, symbols, corporate_action_rate, first_date, generation_ms)
       VALUES (1, $1, $2, $3, $4, $5)`,
      [options.seed, options.symbols, options.corporateActionRate, archive.days[0], milliseconds],
    );
    const updatedatetime = await afterLoad(tx, [], 'demo');
    await recordImport(tx, {
      kind: 'demo',
      source: DEMO_SOURCE,
      actor: DEMO_ACTOR,
      days: archive.days,
      accepted: bars,
      dataUpdateTime: updatedatetime,
      startedAt,
    });
    return {
      action: 'generated',
      days: archive.days,
      bars,
      milliseconds: Math.round(performance.now() - started),
      updatedatetime,
    };
  });
}

/**
 * Appends generated days after the last stored one up to `target`. Each stock continues from
 * its stored close (scaled), so a real bhavcopy loaded in between is not undone by a jump.
 */
async function extend(
  db: Database,
  demo: DemoRow,
  last: string,
  target: string,
  source: DataSource,
  actor: string,
): Promise<DemoResult> {
  const started = performance.now();
  const startedAt = new Date();
  const added = tradingDaysBetween(nextTradingDay(last), target);
  if (added.length === 0) return { action: 'unchanged', days: [], bars: 0, milliseconds: 0 };
  const archive = generateArchive({
    seed: demo.seed,
    symbols: demo.symbols,
    corporateActionRate: demo.rate,
    endDate: target,
    days: added.length + 1,
  });
  return db.transaction(async (tx) => {
    const ids = await instrumentIds(tx);
    const stored = await tx.query<{ symbol: string; close: number }>(
      `SELECT i.symbol, q.close FROM latest_quotes q JOIN instruments i ON i.id = q.instrument_id
        WHERE i.exchange = 'NSE'`,
    );
    const storedClose = new Map(stored.map((row) => [row.symbol, row.close]));
    const scales = new Map(
      archive.stocks.map((stock) => {
        const from = storedClose.get(stock.company.symbol);
        const generated = stock.bars.close[0] ?? 0;
        return [stock.company.symbol, from && generated ? from / generated : 1];
      }),
    );
    const { bars } = await writeSeries(tx, archive, ids, { fromDay: 1, scales });
    const updatedatetime = await afterLoad(tx, added, source);
    await recordImport(tx, {
      kind: source === 'market:advance' ? 'market-advance' : 'demo',
      source: DEMO_SOURCE,
      actor,
      days: added,
      accepted: bars,
      dataUpdateTime: updatedatetime,
      startedAt,
    });
    return {
      action: 'extended',
      days: added,
      bars,
      milliseconds: Math.round(performance.now() - started),
      updatedatetime,
    };
  });
}

export class DemoArchiveError extends Error {
  override readonly name = 'DemoArchiveError';
}

/**
 * npm start and npm run reset: generate the demo archive into an empty database, or extend a
 * demo archive to the last trading day before today. An archive of real data only is left alone.
 */
export async function ensureDemoArchive(
  db: Database,
  overrides: Partial<GenerateOptions> = {},
  now: Date = new Date(),
): Promise<DemoResult> {
  const options = { ...defaultGenerateOptions(now), ...overrides };
  const state = await db.transaction(readState);
  if (!state.demo && state.instruments === 0) return generateFirst(db, options);
  if (!state.demo || !state.last || state.last >= options.endDate) {
    // Issue 12: an up-to-date demo archive from before 0013 still gets its fundamentals detail.
    if (state.demo && state.last) await fillMissingDemoDetail(db, state.demo, state.last);
    return { action: 'unchanged', days: [], bars: 0, milliseconds: 0 };
  }
  return extend(db, state.demo, state.last, options.endDate, 'demo', DEMO_ACTOR);
}

/**
 * npm run market:advance: one more generated trading day after the last stored one. `actor`
 * (the command and the OS user) goes into the import history.
 */
export async function advanceDemoArchive(
  db: Database,
  actor = 'npm run market:advance',
): Promise<DemoResult> {
  const state = await db.transaction(readState);
  if (!state.demo || !state.last) {
    throw new DemoArchiveError(
      'The archive holds no demo data to continue: npm run reset generates it.',
    );
  }
  return extend(db, state.demo, state.last, nextTradingDay(state.last), 'market:advance', actor);
}
