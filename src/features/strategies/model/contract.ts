import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';

/**
 * The strategies API's shapes (issue 14), shared by the server, which validates and documents
 * with them, and the client, which parses its answers with them. Money is integer paise;
 * returns, volatility, drawdown, weights and rates are fractions (0.065 = 6.5 %) unless a name
 * says otherwise.
 *
 * Paths: GET/POST /api/strategies, PUT/DELETE /api/strategies/{strategyId} (saved strategies,
 * per user, both roles); POST /api/backtests (start a run, or answer the finished one for the
 * same parameters on the same data), GET /api/backtests/{runId} (status, progress, and the
 * result when done), DELETE /api/backtests/{runId} (cancel), GET /api/backtests/latest?key=
 * (the latest finished run of these parameters, for opening offline from the cache).
 */

export const STRATEGY_BASES = [
  'momentum',
  'value',
  'quality',
  'lowVolatility',
  'multiFactor',
  'equalWeightNifty50',
  'scan',
] as const;
export type StrategyBase = (typeof STRATEGY_BASES)[number];

export const UNIVERSES = ['nifty500', 'nifty50'] as const;
export type Universe = (typeof UNIVERSES)[number];
export const STRATEGY_WEIGHTINGS = ['equal', 'score', 'inverseVolatility'] as const;
export type StrategyWeighting = (typeof STRATEGY_WEIGHTINGS)[number];
export const REBALANCE_PERIODS = ['monthly', 'quarterly'] as const;
export type RebalancePeriod = (typeof REBALANCE_PERIODS)[number];

export const HOLDINGS_MIN = 5;
export const HOLDINGS_MAX = 50;
export const DEFAULT_RISK_FREE_RATE = 0.065;
export const DEFAULT_SLIPPAGE_BPS = 10;
/** ₹10 lakh, in paise. */
export const DEFAULT_CAPITAL = 10_00_000_00;
export const BACKTEST_YEARS_MAX = 5;
export const STRATEGY_NAME_MAX = 60;
export const MAX_SAVED_STRATEGIES = 50;
const RULE_MAX = 1000;

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const rule = z.nullable(
  z
    .string({ error: 'A rule is scan text, for example rsi(14) < 30' })
    .check(z.trim(), z.maxLength(RULE_MAX, `A rule is at most ${RULE_MAX} characters`)),
);

export const strategyParamsSchema = z.strictObject(
  {
    /** What ranks the stocks at each rebalance (a factor, the composite, or none: scan/equal). */
    base: z.enum(STRATEGY_BASES, { error: 'Choose a strategy' }),
    universe: z.enum(UNIVERSES, { error: 'The universe is nifty500 or nifty50' }),
    holdings: z
      .int({ error: 'The number of holdings is a whole number' })
      .check(
        z.gte(HOLDINGS_MIN, `Hold at least ${HOLDINGS_MIN} stocks`),
        z.lte(HOLDINGS_MAX, `Hold at most ${HOLDINGS_MAX} stocks`),
      ),
    weighting: z.enum(STRATEGY_WEIGHTINGS, {
      error: 'Weighting is equal, score or inverseVolatility',
    }),
    rebalance: z.enum(REBALANCE_PERIODS, { error: 'Rebalance monthly or quarterly' }),
    /** Scan text a stock must match on the rebalance day to be bought (null: no rule). */
    entry: rule,
    /** Scan text that sells a holding when it matches at a day's close (null: no rule). */
    exit: rule,
    /** Sell at the next open when a close falls this far below the buy price (null: none). */
    stopLoss: z.nullable(
      z
        .number({ error: 'The stop-loss is a fraction, for example 0.15' })
        .check(
          z.gte(0.01, 'A stop-loss is at least 1 %'),
          z.lte(0.5, 'A stop-loss is at most 50 %'),
        ),
    ),
    /** Dated charges table (brokerage, STT, stamp duty, exchange, SEBI, GST) when true. */
    costs: z.boolean(),
    slippageBps: z
      .int({ error: 'Slippage is whole basis points' })
      .check(z.gte(0, 'Slippage cannot be negative'), z.lte(200, 'Slippage is at most 200 bp')),
    riskFreeRate: z
      .number({ error: 'The risk-free rate is a fraction, for example 0.065' })
      .check(z.gte(0, 'The risk-free rate cannot be negative'), z.lte(0.2, 'At most 20 %')),
    /** Whole years of history to test, counted back from the latest day. */
    years: z
      .int({ error: 'Years is a whole number' })
      .check(z.gte(1, 'Test at least 1 year'), z.lte(BACKTEST_YEARS_MAX, 'At most 5 years')),
    capital: z
      .int({ error: 'Capital is whole paise' })
      .check(
        z.gte(1_00_000_00, 'Start with at least ₹1 lakh'),
        z.lte(100_00_00_000_00, 'At most ₹100 crore'),
      ),
  },
  strictError,
);
export type StrategyParams = z.infer<typeof strategyParamsSchema>;

/**
 * One key per set of parameters, the same on the client and the server: JSON of the fields in
 * the schema's order (so `?key=` finds a run whatever order the object was built in).
 */
export function paramsKey(params: StrategyParams): string {
  const ordered = Object.keys(strategyParamsSchema.def.shape).map(
    (name) => params[name as keyof StrategyParams] ?? null,
  );
  return JSON.stringify(ordered);
}

const scoreOrNull = z.nullable(z.number());

export const metricsSchema = z.object({
  /** Compound annual growth rate. */
  cagr: scoreOrNull,
  totalReturn: z.number(),
  /** Annualised standard deviation of daily returns. */
  volatility: scoreOrNull,
  sharpe: scoreOrNull,
  sortino: scoreOrNull,
  /** Largest fall from a peak, a negative fraction (−0.23). */
  maxDrawdown: z.number(),
  /** Trading days from that peak until the value was back above it (or until the end). */
  maxDrawdownDays: z.int(),
  calmar: scoreOrNull,
  beta: scoreOrNull,
  /** Jensen's alpha, annualised. */
  alpha: scoreOrNull,
  /** Closed trades that made money, over closed trades; null with none closed. */
  winRate: scoreOrNull,
  averageHoldingDays: scoreOrNull,
  /** Annual one-way turnover: value sold (or bought, the smaller) a year over average value. */
  turnover: scoreOrNull,
  totalCosts: z.int(),
  /** Total costs over starting capital. */
  costsFraction: z.number(),
  finalValue: z.int(),
});
export type Metrics = z.infer<typeof metricsSchema>;

export const backtestResultSchema = z.object({
  from: day,
  to: day,
  /** The same metrics for NIFTY 50 (no costs), for comparison. */
  metrics: metricsSchema,
  benchmark: metricsSchema,
  /** Every trading day: both values rebased to 100 on the first day. */
  equity: z.array(z.object({ date: day, strategy: z.number(), benchmark: z.number() })),
  /** Every trading day: fall from the running peak, ≤ 0. */
  drawdown: z.array(z.object({ date: day, strategy: z.number(), benchmark: z.number() })),
  /** Weekly from a year after the start: return of the year to that day. */
  rolling: z.array(z.object({ date: day, strategy: z.number(), benchmark: z.number() })),
  /** Each calendar month's return; the year's total in `years`. */
  months: z.array(z.object({ year: z.int(), month: z.int(), return: z.number() })),
  years: z.array(z.object({ year: z.int(), return: z.number(), benchmark: z.number() })),
  trades: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      quantity: z.int(),
      entryDate: day,
      /** Paise per share, slippage included. */
      entryPrice: z.int(),
      exitDate: z.nullable(day),
      exitPrice: z.nullable(z.int()),
      /** Charges of both legs, paise. */
      costs: z.int(),
      /** Paise after costs; null while open. */
      profit: z.nullable(z.int()),
      reason: z.enum(['rebalance', 'stopLoss', 'exitRule', 'open']),
    }),
  ),
  /** What the strategy holds after the last day (weights are fractions of the value). */
  holdings: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      sector: z.string(),
      quantity: z.int(),
      value: z.int(),
      weight: z.number(),
    }),
  ),
  rebalances: z.int(),
  /** Plain-words remarks: "Only 12 stocks matched the entry rule on 2022-03-31". */
  notes: z.array(z.string()),
});
export type BacktestResult = z.infer<typeof backtestResultSchema>;

export const RUN_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const backtestRunSchema = z.object({
  id: z.uuid(),
  status: z.enum(RUN_STATUSES),
  /** 0 to 1. */
  progress: z.number(),
  params: strategyParamsSchema,
  key: z.string(),
  /** The archive's data-update time the run used: the "as of". */
  asOf: instant,
  startedAt: instant,
  finishedAt: z.nullable(instant),
  /** Plain words, when failed. */
  error: z.nullable(z.string()),
  /** Present when done. */
  result: z.nullable(backtestResultSchema),
});
export type BacktestRun = z.infer<typeof backtestRunSchema>;

/** POST /api/backtests. */
export const startBacktestSchema = z.strictObject({ params: strategyParamsSchema }, strictError);
export type StartBacktest = z.infer<typeof startBacktestSchema>;

const strategyName = z
  .string({ error: 'Give the strategy a name' })
  .check(
    z.trim(),
    z.minLength(1, 'Give the strategy a name'),
    z.maxLength(STRATEGY_NAME_MAX, `A name is at most ${STRATEGY_NAME_MAX} characters`),
  );

export const savedStrategySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  params: strategyParamsSchema,
  createdAt: instant,
  updatedAt: instant,
});
export type SavedStrategy = z.infer<typeof savedStrategySchema>;
export const savedStrategyListSchema = z.object({ strategies: z.array(savedStrategySchema) });

/** POST /api/strategies (client-made id: a replayed write is the same strategy). */
export const createStrategySchema = z.strictObject(
  {
    id: z.uuid({ error: 'The strategy id is a UUID' }),
    name: strategyName,
    params: strategyParamsSchema,
  },
  strictError,
);
export type CreateStrategy = z.infer<typeof createStrategySchema>;
/** PUT /api/strategies/{strategyId}. */
export const updateStrategySchema = z.strictObject(
  { name: strategyName, params: strategyParamsSchema },
  strictError,
);
export type UpdateStrategy = z.infer<typeof updateStrategySchema>;
