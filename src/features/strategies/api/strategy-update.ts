import type { WriteRequest } from '@/outbox';
import type { UpdateStrategy } from '../model/contract';
import { STRATEGY_WRITE_KINDS, strategyPath } from '../model/pending-strategies';
import { useStrategyWrite } from './strategy-write';

// PUT /api/strategies/{strategyId}: a saved strategy's new name and parameters, whole.

export const strategyUpdateWrite = ({
  id,
  ...body
}: UpdateStrategy & { id: string }): WriteRequest => ({
  kind: STRATEGY_WRITE_KINDS.update,
  label: `Changes to strategy ${body.name}`,
  replay: 'silent',
  method: 'PUT',
  path: strategyPath(id),
  body,
});

export const useUpdateStrategy = () => useStrategyWrite(strategyUpdateWrite);
