import { K_MAX, K_MIN } from '../../../src/domain/calibration';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { calibrationAnswer, calibrationHistoryAnswer, saveCalibrationBody } from './schema';
import { calibrationAnswerOf, calibrationHistory, saveCalibration } from './service';

const TAG = 'Calibration';

const percent = (weight: number) => `${Math.round(weight * 100)} %`;

/**
 * Score calibration (issue 16, Deliver 5): the adviser's factor weights and scale k, composite
 * = tanh(k · Σ wᵢ zᵢ) over the five factor z-scores (src/domain/calibration.ts). Saved ones are
 * kept (append-only); the latest is used by the stock pages' x-factor view and by "factor
 * score" basket weights, for the adviser and their investors.
 */
export const calibrationRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/calibration',
    operationId: 'getCalibration',
    summary: 'The score calibration in use for the caller, and whose it is',
    description:
      'An adviser’s own latest, an investor’s adviser’s latest, else the default: equal ' +
      'weights, k = 1.',
    tag: TAG,
    access: ['I', 'A'],
    response: { description: 'The calibration', schema: calibrationAnswer },
    handler: ({ caller, deps }) => calibrationAnswerOf(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/advisor/calibration',
    operationId: 'saveCalibration',
    summary: 'Saves a new calibration, used from now on; the earlier ones are kept',
    description:
      `The five weights are 0 to 1 and add to 1 (within 0.001); k is ${K_MIN} to ${K_MAX}. ` +
      'The Idempotency-Key is required: a retry answers the first save.',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: saveCalibrationBody,
    problems: { 400: 'A weight or k out of range, weights not adding to 1, named by field' },
    response: { status: 200, description: 'The calibration now in use', schema: calibrationAnswer },
    handler: async ({ caller, body, tx }) => {
      const saved = await saveCalibration(tx, caller.sub, body, new Date());
      const { weights, k } = saved.calibration;
      return {
        status: 200,
        body: saved,
        audit: {
          entity: 'score_calibration',
          entityId: caller.sub,
          action:
            `Saved a score calibration: value ${percent(weights.value)}, momentum ` +
            `${percent(weights.momentum)}, quality ${percent(weights.quality)}, low volatility ` +
            `${percent(weights.lowVolatility)}, size ${percent(weights.size)}, k = ${k}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/calibration/history',
    operationId: 'getCalibrationHistory',
    summary: 'The adviser’s saved calibrations, newest first',
    tag: TAG,
    access: ['A'],
    response: { description: 'The saved calibrations', schema: calibrationHistoryAnswer },
    handler: ({ caller, deps }) => calibrationHistory(deps.db.orm, caller.sub),
  }),
];
