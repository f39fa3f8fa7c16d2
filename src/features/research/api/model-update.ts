import type { WriteRequest } from '@/outbox';
import type { UpdateModel } from '../model/contract';
import { modelPath } from './model-get';
import { useModelWrite } from './model-write';

// PUT /api/advisor/models/{modelId}: a new version, which sends every assigned client a
// rebalance suggestion priced at that day's close. It reaches clients, so it is a `confirm`
// write: made offline, it waits as "not sent" until the adviser confirms it again online.

export const MODEL_UPDATE_KIND = 'model-update';

export interface ModelUpdateInput {
  modelId: string;
  body: UpdateModel;
}

export const modelUpdateWrite = ({ modelId, body }: ModelUpdateInput): WriteRequest => ({
  kind: MODEL_UPDATE_KIND,
  label: `New version of ${body.name}, with rebalances for its clients`,
  replay: 'confirm',
  method: 'PUT',
  path: modelPath(modelId),
  body,
});

export const useUpdateModel = () => useModelWrite(modelUpdateWrite);
