import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { CALIBRATION_FACTOR_KEYS, K_MAX, K_MIN } from '../../../domain/calibration';

/**
 * The score calibration API's shapes (issue 16, Deliver 5), shared by the server
 * (server/modules/calibration/schema.ts) and the client.
 *
 * Paths:
 * - GET /api/calibration (both roles): the calibration in use for the caller: an adviser's own
 *   latest, an investor's adviser's latest, else the default (equal weights, k = 1).
 * - PUT /api/advisor/calibration (Idempotency-Key): save a new one (kept with every earlier one).
 * - GET /api/advisor/calibration/history: the adviser's saved calibrations, newest first.
 */

const weight = z
  .number({ error: 'Enter a weight from 0 to 1' })
  .check(z.gte(0, 'A weight is 0 or more'), z.lte(1, 'A weight is at most 1'));

export const weightsSchema = z
  .strictObject(
    Object.fromEntries(CALIBRATION_FACTOR_KEYS.map((key) => [key, weight])) as Record<
      (typeof CALIBRATION_FACTOR_KEYS)[number],
      typeof weight
    >,
    strictError,
  )
  .check(
    z.refine(
      (weights) => Math.abs(Object.values(weights).reduce((sum, w) => sum + w, 0) - 1) <= 0.001,
      'The weights add up to 1 (100 %)',
    ),
  );

export const saveCalibrationSchema = z.strictObject(
  {
    weights: weightsSchema,
    k: z
      .number({ error: 'Enter the scale k' })
      .check(z.gte(K_MIN, `k is at least ${K_MIN}`), z.lte(K_MAX, `k is at most ${K_MAX}`)),
    note: z.optional(z.string().check(z.trim(), z.maxLength(500, 'At most 500 characters'))),
  },
  strictError,
);
export type SaveCalibration = z.infer<typeof saveCalibrationSchema>;

const calibrationShape = z.object({
  weights: z.record(z.enum(CALIBRATION_FACTOR_KEYS), z.number()),
  k: z.number(),
});

export const calibrationAnswerSchema = z.object({
  calibration: calibrationShape,
  /** 'default' until the adviser saves one. */
  source: z.enum(['default', 'adviser']),
  /** Whose it is (the adviser's name); null for the default. */
  adviserName: z.nullable(z.string()),
  savedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type CalibrationAnswer = z.infer<typeof calibrationAnswerSchema>;

export const calibrationHistorySchema = z.object({
  saved: z.array(
    z.object({
      id: z.int(),
      calibration: calibrationShape,
      note: z.string(),
      savedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type CalibrationHistory = z.infer<typeof calibrationHistorySchema>;
