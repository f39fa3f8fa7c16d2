import { z } from 'zod';
import type * as mini from 'zod/mini';
import {
  backtestRunSchema,
  createStrategySchema,
  DEFAULT_CAPITAL,
  DEFAULT_RISK_FREE_RATE,
  DEFAULT_SLIPPAGE_BPS,
  savedStrategyListSchema,
  savedStrategySchema,
  startBacktestSchema,
  updateStrategySchema,
  type StrategyParams,
} from '../../../src/features/strategies/model/contract';
import { shared } from '../../openapi/shared-schema';

// The strategies contract (src/features/strategies/model/contract.ts), named for the OpenAPI
// document.

const QUALITY_QUARTERLY: StrategyParams = {
  base: 'quality',
  universe: 'nifty500',
  holdings: 20,
  weighting: 'equal',
  rebalance: 'quarterly',
  entry: null,
  exit: null,
  stopLoss: null,
  costs: true,
  slippageBps: DEFAULT_SLIPPAGE_BPS,
  riskFreeRate: DEFAULT_RISK_FREE_RATE,
  years: 5,
  capital: DEFAULT_CAPITAL,
};
const OVERSOLD_QUALITY: StrategyParams = {
  ...QUALITY_QUARTERLY,
  base: 'scan',
  holdings: 10,
  rebalance: 'monthly',
  entry: 'rsi(14) < 30 AND roe > 15',
  exit: 'rsi(14) > 70',
  stopLoss: 0.15,
};

export const startBacktestBody = shared<mini.output<typeof startBacktestSchema>>(
  startBacktestSchema,
  'BacktestStart',
  [{ params: QUALITY_QUARTERLY }, { params: OVERSOLD_QUALITY }],
);
export const strategyCreateBody = shared<mini.output<typeof createStrategySchema>>(
  createStrategySchema,
  'StrategyCreate',
  [
    {
      id: '0b5d6a8e-4f7c-4a51-9d43-2f1e8c7b6a90',
      name: 'Quality, quarterly',
      params: QUALITY_QUARTERLY,
    },
  ],
);
export const strategyUpdateBody = shared<mini.output<typeof updateStrategySchema>>(
  updateStrategySchema,
  'StrategyUpdate',
  [{ name: 'Oversold quality', params: OVERSOLD_QUALITY }],
);
export const backtestRunAnswer = shared(backtestRunSchema, 'BacktestRun');
export const strategyAnswer = shared(savedStrategySchema, 'SavedStrategy');
export const strategiesAnswer = shared(savedStrategyListSchema, 'SavedStrategies');
export const strategyDeletedAnswer = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'StrategyDeleted' });

export const runParam = z.object({
  runId: z.uuid({ error: 'A backtest id is a UUID' }).meta({ description: 'The run’s id' }),
});
export const strategyParam = z.object({
  strategyId: z
    .uuid({ error: 'A strategy id is a UUID' })
    .meta({ description: 'The saved strategy’s id' }),
});
export const latestQuery = z.object({
  key: z
    .string({ error: 'key is the parameters’ key (paramsKey of the contract)' })
    .min(2, 'key is the parameters’ key (paramsKey of the contract)')
    .max(4000, 'key is at most 4,000 characters')
    .meta({ description: 'paramsKey(params): the JSON of the parameters in the schema’s order' }),
});
