import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import type { CallAction, CallStatus } from '../../../src/features/research/model/contract';

// Mirrors server/db/migrations/0021_research.sql (the source of truth, with each column's
// meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });
const paise = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

export const researchCalls = pgTable('research_calls', {
  callId: uuid('call_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  instrumentId: integer('instrument_id').notNull(),
  symbol: text('symbol').notNull(),
  action: text('action').$type<CallAction>().notNull(),
  entryPrice: paise('entry_price').notNull(),
  entryDate: day('entry_date').notNull(),
  niftyEntry: doublePrecision('nifty_entry'),
  targetPrice: paise('target_price').notNull(),
  stopLoss: paise('stop_loss').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  horizonDate: day('horizon_date').notNull(),
  rationale: text('rationale').notNull(),
  categories: text('categories').array().$type<RiskCategoryId[]>().notNull(),
  allocationBp: integer('allocation_bp').notNull(),
  createdAt: at('created_at').notNull(),
  status: text('status').$type<CallStatus>().notNull().default('open'),
  closedOn: day('closed_on'),
  closePrice: paise('close_price'),
  demo: boolean('demo').notNull().default(false),
});

export const modelPortfolios = pgTable('model_portfolios', {
  modelId: uuid('model_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  name: text('name').notNull(),
  goalType: text('goal_type').notNull(),
  currentVersion: integer('current_version').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  archivedAt: at('archived_at'),
  demo: boolean('demo').notNull().default(false),
});

/** One stock of a model version as stored. */
export interface StoredModelStock {
  symbol: string;
  instrumentId: number;
  weightBp: number;
}

export const modelVersions = pgTable(
  'model_versions',
  {
    modelId: uuid('model_id').notNull(),
    version: integer('version').notNull(),
    stocks: jsonb('stocks').$type<StoredModelStock[]>().notNull(),
    categories: text('categories').array().$type<RiskCategoryId[]>().notNull(),
    driftBandBp: integer('drift_band_bp').notNull(),
    reviewDate: day('review_date').notNull(),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.version] })],
);

export const modelAssignments = pgTable(
  'model_assignments',
  {
    modelId: uuid('model_id').notNull(),
    investorSub: text('investor_sub').notNull(),
    goalId: uuid('goal_id'),
    version: integer('version').notNull(),
    assignedAt: at('assigned_at').notNull(),
    removedAt: at('removed_at'),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.investorSub] })],
);

export type ResearchCallRow = typeof researchCalls.$inferSelect;
export type ModelPortfolioRow = typeof modelPortfolios.$inferSelect;
export type ModelVersionRow = typeof modelVersions.$inferSelect;
export type ModelAssignmentRow = typeof modelAssignments.$inferSelect;
