import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { backtestPath } from './backtest-get';

// DELETE /api/backtests/{runId}: stop a running run (the engine reads the flag every day). The
// answer's body, if any, is not needed: the next poll says "cancelled".

export async function cancelBacktest(runId: string): Promise<void> {
  await gatewayApi.send('DELETE', backtestPath(runId), { schema: z.unknown() });
}
