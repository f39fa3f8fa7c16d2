import type { WriteRequest } from '@/outbox';
import type { CreateStrategy } from '../model/contract';
import { STRATEGIES_PATH, STRATEGY_WRITE_KINDS } from '../model/pending-strategies';
import { useStrategyWrite } from './strategy-write';

// POST /api/strategies with an id made on this device, so a strategy saved offline is kept in
// the outbox and a replay names the same strategy instead of making a second one.

export const strategyCreateWrite = (body: CreateStrategy): WriteRequest => ({
  kind: STRATEGY_WRITE_KINDS.create,
  label: `New strategy ${body.name}`,
  replay: 'silent',
  method: 'POST',
  path: STRATEGIES_PATH,
  body,
});

export const useCreateStrategy = () => useStrategyWrite(strategyCreateWrite);
