import type { WriteRequest } from '@/outbox';
import { modelPath } from './model-get';
import { useModelWrite } from './model-write';

// DELETE /api/advisor/models/{modelId}/clients/{investorId}: the client stops following the
// model (no more rebalance suggestions of it).

export const MODEL_UNASSIGN_KIND = 'model-unassign';

export interface UnassignInput {
  model: { modelId: string; name: string };
  client: { investorId: string; name: string };
}

export const modelUnassignWrite = ({ model, client }: UnassignInput): WriteRequest => ({
  kind: MODEL_UNASSIGN_KIND,
  label: `Take ${client.name} off ${model.name}`,
  replay: 'silent',
  method: 'DELETE',
  path: `${modelPath(model.modelId)}/clients/${encodeURIComponent(client.investorId)}`,
});

export const useUnassignModel = () => useModelWrite(modelUnassignWrite);
