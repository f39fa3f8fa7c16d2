import {
  bigserial,
  boolean,
  doublePrecision,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FactorWeights } from '../../../src/domain/calibration';

// Mirrors server/db/migrations/0021_research.sql (the source of truth, with each column's
// meaning): change both together.

export const scoreCalibrations = pgTable('score_calibrations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  weights: jsonb('weights').$type<FactorWeights>().notNull(),
  k: doublePrecision('k').notNull(),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  demo: boolean('demo').notNull().default(false),
});

export type ScoreCalibrationRow = typeof scoreCalibrations.$inferSelect;
