import { gatewayApi } from '@/api/clients';
import { backtestRunSchema, type BacktestRun, type StrategyParams } from '../model/contract';
import { BACKTESTS_PATH } from './backtest-latest-get';

// POST /api/backtests {params}: 202 with the run (running), or 200 with the finished run of the
// same parameters on the same data. Sent straight, not through the outbox: a run is work the
// server does for a screen that watches it, not a change to keep; offline the screen waits for
// the network and says so (issue 14, Deliver 6).

export async function startBacktest(params: StrategyParams): Promise<BacktestRun> {
  const answer = await gatewayApi.send('POST', BACKTESTS_PATH, {
    body: { params },
    schema: backtestRunSchema,
  });
  return answer.data;
}
