import type * as z from 'zod/mini';
import {
  calibrationAnswerSchema,
  calibrationHistorySchema,
  saveCalibrationSchema,
} from '../../../src/features/calibration/model/contract';
import { shared } from '../../openapi/shared-schema';

// The calibration contract (src/features/calibration/model/contract.ts), named for the OpenAPI
// document.

export const saveCalibrationBody = shared<z.output<typeof saveCalibrationSchema>>(
  saveCalibrationSchema,
  'CalibrationSave',
  [
    {
      weights: { value: 0.3, momentum: 0.25, quality: 0.25, lowVolatility: 0.1, size: 0.1 },
      k: 1.5,
      note: 'More value and quality for the conservative book',
    },
  ],
);
export const calibrationAnswer = shared(calibrationAnswerSchema, 'Calibration');
export const calibrationHistoryAnswer = shared(calibrationHistorySchema, 'CalibrationHistory');
