import type { WriteRequest } from '@/outbox';
import { modelPath } from './model-get';
import { useModelWrite } from './model-write';

// POST /api/advisor/models/{modelId}/archive: the model retires (kept for the record).

export const MODEL_ARCHIVE_KIND = 'model-archive';

export const modelArchiveWrite = (model: { modelId: string; name: string }): WriteRequest => ({
  kind: MODEL_ARCHIVE_KIND,
  label: `Archive the model ${model.name}`,
  replay: 'silent',
  method: 'POST',
  path: `${modelPath(model.modelId)}/archive`,
});

export const useArchiveModel = () => useModelWrite(modelArchiveWrite);
