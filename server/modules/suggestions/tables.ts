import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import type { SuitabilityFinding } from '../../../src/domain/suitability';
import type {
  DecisionOutcome,
  LegOutcome,
  OrderSide,
  SuggestionKind,
  SuggestionStatus,
} from '../../../src/features/suggestions/model/contract';

// Mirrors server/db/migrations/0021_research.sql (the source of truth, with each column's
// meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });
const paise = (name: string) => bigint(name, { mode: 'number' });

export const suitabilityDecisions = pgTable('suitability_decisions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  investorSub: text('investor_sub').notNull(),
  subjectKind: text('subject_kind').$type<SuggestionKind>().notNull(),
  subjectId: uuid('subject_id').notNull(),
  modelVersion: integer('model_version'),
  category: text('category').$type<RiskCategoryId>(),
  outcome: text('outcome').$type<DecisionOutcome>().notNull(),
  ruleVersion: text('rule_version').notNull(),
  findings: jsonb('findings').$type<SuitabilityFinding[]>().notNull(),
  justification: text('justification'),
  createdAt: at('created_at').notNull(),
  demo: boolean('demo').notNull().default(false),
});

/** One planned market order of a suggestion as stored. */
export interface PlannedOrder {
  symbol: string;
  instrumentId: number;
  side: OrderSide;
  quantity: number;
  /** The close it was planned at, paise. */
  price: number;
}

export const suggestions = pgTable('suggestions', {
  suggestionId: uuid('suggestion_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  investorSub: text('investor_sub').notNull(),
  kind: text('kind').$type<SuggestionKind>().notNull(),
  callId: uuid('call_id'),
  modelId: uuid('model_id'),
  modelVersion: integer('model_version'),
  goalId: uuid('goal_id'),
  amount: paise('amount'),
  title: text('title').notNull(),
  message: text('message').notNull().default(''),
  orders: jsonb('orders').$type<PlannedOrder[]>().notNull(),
  marketDate: date('market_date', { mode: 'string' }).notNull(),
  decisionId: bigint('decision_id', { mode: 'number' }).notNull(),
  status: text('status').$type<SuggestionStatus>().notNull().default('pending'),
  declineReason: text('decline_reason'),
  createdAt: at('created_at').notNull(),
  respondedAt: at('responded_at'),
  demo: boolean('demo').notNull().default(false),
});

export const suggestionOrders = pgTable(
  'suggestion_orders',
  {
    suggestionId: uuid('suggestion_id').notNull(),
    symbol: text('symbol').notNull(),
    side: text('side').$type<OrderSide>().notNull(),
    instrumentId: integer('instrument_id').notNull(),
    quantity: integer('quantity').notNull(),
    price: paise('price').notNull(),
    orderId: text('order_id'),
    status: text('status').$type<LegOutcome>().notNull(),
    message: text('message'),
    charges: paise('charges').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.suggestionId, table.symbol, table.side] })],
);

export type SuitabilityDecisionRow = typeof suitabilityDecisions.$inferSelect;
export type SuggestionRow = typeof suggestions.$inferSelect;
export type SuggestionOrderRow = typeof suggestionOrders.$inferSelect;
