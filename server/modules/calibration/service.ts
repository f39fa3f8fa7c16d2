import {
  CALIBRATION_FACTOR_KEYS,
  DEFAULT_CALIBRATION,
  type Calibration,
  type FactorWeights,
} from '../../../src/domain/calibration';
import type {
  CalibrationAnswer,
  CalibrationHistory,
  SaveCalibration,
} from '../../../src/features/calibration/model/contract';
import type { Orm } from '../../db/database';
import { USER_TYPES } from '../../services/tracks';
import { historyRows, insertRow, latestRow, profileFacts } from './store';
import type { ScoreCalibrationRow } from './tables';

// Score calibration (issue 16, Deliver 5): an adviser's factor weights and scale k, kept with
// every earlier one (append-only; the latest is in use). The calibration in use for a user is
// their own latest when they are an adviser, their adviser's latest when they are an investor,
// else the default (equal weights, k = 1). The stock pages' x-factor view reads it through GET
// /api/calibration; the baskets' "factor score" weighting through calibrationFor().

const DEFAULT_ANSWER: CalibrationAnswer = {
  calibration: DEFAULT_CALIBRATION,
  source: 'default',
  adviserName: null,
  savedAt: null,
};

/** A stored row's weights, every key present (a key missing from old JSON counts as 0). */
function weightsOf(stored: Partial<FactorWeights>): FactorWeights {
  return Object.fromEntries(
    CALIBRATION_FACTOR_KEYS.map((key) => [key, Number(stored[key] ?? 0)]),
  ) as FactorWeights;
}

const calibrationOf = (row: ScoreCalibrationRow): Calibration => ({
  weights: weightsOf(row.weights),
  k: row.k,
});

/** Whose calibration applies to `sub`: their own if an adviser, else their adviser's. */
async function adviserOf(orm: Orm, sub: string): Promise<string | null> {
  const facts = await profileFacts(orm, sub);
  if (!facts) return null;
  return facts.userType === USER_TYPES.advisor ? sub : facts.advisorSub;
}

/** GET /api/calibration: the calibration in use for the caller, and whose it is. */
export async function calibrationAnswerOf(orm: Orm, sub: string): Promise<CalibrationAnswer> {
  const advisorSub = await adviserOf(orm, sub);
  if (!advisorSub) return DEFAULT_ANSWER;
  const row = await latestRow(orm, advisorSub);
  if (!row) return DEFAULT_ANSWER;
  const adviser = await profileFacts(orm, advisorSub);
  return {
    calibration: calibrationOf(row),
    source: 'adviser',
    adviserName: adviser?.name ?? null,
    savedAt: row.createdAt.toISOString(),
  };
}

/** The calibration in use for `sub` (an investor: their adviser's), for the baskets' weights. */
export async function calibrationFor(orm: Orm, sub: string): Promise<Calibration> {
  return (await calibrationAnswerOf(orm, sub)).calibration;
}

/**
 * PUT /api/advisor/calibration: appends the adviser's new calibration, which is in use from
 * then on. Weights that miss 1 (the contract allows 0.001) are stored divided by their sum.
 */
export async function saveCalibration(
  tx: Orm,
  advisorSub: string,
  body: SaveCalibration,
  now: Date,
): Promise<CalibrationAnswer> {
  const total = CALIBRATION_FACTOR_KEYS.reduce((sum, key) => sum + body.weights[key], 0);
  const weights = Object.fromEntries(
    CALIBRATION_FACTOR_KEYS.map((key) => [
      key,
      Math.abs(total - 1) < 1e-9 ? body.weights[key] : body.weights[key] / total,
    ]),
  ) as FactorWeights;
  await insertRow(tx, { advisorSub, weights, k: body.k, note: body.note ?? '', createdAt: now });
  return calibrationAnswerOf(tx, advisorSub);
}

/** GET /api/advisor/calibration/history: newest first. */
export async function calibrationHistory(
  orm: Orm,
  advisorSub: string,
): Promise<CalibrationHistory> {
  const rows = await historyRows(orm, advisorSub);
  return {
    saved: rows.map((row) => ({
      id: row.id,
      calibration: calibrationOf(row),
      note: row.note,
      savedAt: row.createdAt.toISOString(),
    })),
  };
}
