import type { WriteRequest } from '@/outbox';
import { STRATEGY_WRITE_KINDS, strategyPath } from '../model/pending-strategies';
import { useStrategyWrite } from './strategy-write';

// DELETE /api/strategies/{strategyId}: the library hides it at once while the write waits.

export const strategyDeleteWrite = ({ id, name }: { id: string; name: string }): WriteRequest => ({
  kind: STRATEGY_WRITE_KINDS.remove,
  label: `Delete strategy ${name}`,
  replay: 'silent',
  method: 'DELETE',
  path: strategyPath(id),
});

export const useDeleteStrategy = () => useStrategyWrite(strategyDeleteWrite);
