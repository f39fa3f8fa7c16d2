import type { WriteRequest } from '@/outbox';
import type { CreateModel } from '../model/contract';
import { MODELS_PATH } from './models-get';
import { useModelWrite } from './model-write';

// POST /api/advisor/models with an id made when the adviser pressed "Save": a model saved
// offline is kept in the outbox and retried, and a replay names the same model.

export const MODEL_CREATE_KIND = 'model-create';

export const modelCreateWrite = (body: CreateModel): WriteRequest => ({
  kind: MODEL_CREATE_KIND,
  label: `New model portfolio: ${body.name}`,
  replay: 'silent',
  method: 'POST',
  path: MODELS_PATH,
  body,
});

export const useCreateModel = () => useModelWrite(modelCreateWrite);
