import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  BacktestResult,
  RunStatus,
  StrategyParams,
} from '../../../src/features/strategies/model/contract';

// Mirrors server/db/migrations/0020_strategies.sql (the source of truth, with each column's
// meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const savedStrategies = pgTable(
  'saved_strategies',
  {
    strategyId: uuid('strategy_id').primaryKey(),
    ownerSub: text('owner_sub').notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<StrategyParams>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('saved_strategies_owner').on(table.ownerSub, table.createdAt)],
);

/** Where a run's time went, milliseconds (0 when the step was not needed). */
export interface RunTimings {
  /** Reading the frame's text from the archive (main thread); 0 when the worker had the frame. */
  frameReadMs: number;
  /** parseFrame in the worker; 0 when it kept the frame of this data version. */
  parseMs: number;
  /** runBacktest in the worker. */
  runMs: number;
}

export const backtestRuns = pgTable(
  'backtest_runs',
  {
    runId: uuid('run_id').primaryKey(),
    ownerSub: text('owner_sub').notNull(),
    params: jsonb('params').$type<StrategyParams>().notNull(),
    paramsKey: text('params_key').notNull(),
    asOf: at('as_of').notNull(),
    status: text('status').$type<RunStatus>().notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    error: text('error'),
    result: jsonb('result').$type<BacktestResult>(),
    timings: jsonb('timings').$type<RunTimings>(),
  },
  (table) => [
    index('backtest_runs_owner_key').on(table.ownerSub, table.paramsKey, table.startedAt),
    index('backtest_runs_owner').on(table.ownerSub, table.startedAt),
  ],
);

export type SavedStrategyRow = typeof savedStrategies.$inferSelect;
export type BacktestRunRow = typeof backtestRuns.$inferSelect;
