import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import type { GoalType } from '../../../src/features/goals/model/contract';

// Mirrors server/db/migrations/0018_goals.sql (the source of truth, with each column's
// meaning): change both together. goals.basket_id references the baskets module's table.

const at = (name: string) => timestamp(name, { withTimezone: true });
const paise = (name: string) => bigint(name, { mode: 'number' });

export const goals = pgTable(
  'goals',
  {
    goalId: uuid('goal_id').primaryKey(),
    investorSub: text('investor_sub').notNull(),
    type: text('type').$type<GoalType>().notNull(),
    name: text('name').notNull(),
    targetToday: paise('target_today').notNull(),
    targetDate: date('target_date').notNull(),
    inflationBp: integer('inflation_bp').notNull(),
    setAside: paise('set_aside').notNull().default(0),
    stepUpBp: integer('step_up_bp').notNull().default(0),
    basketId: uuid('basket_id'),
    createdOn: date('created_on').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('goals_investor').on(table.investorSub, table.createdAt)],
);

export const goalContributions = pgTable(
  'goal_contributions',
  {
    id: uuid('id').primaryKey(),
    goalId: uuid('goal_id').notNull(),
    amount: paise('amount').notNull(),
    date: date('date').notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('goal_contributions_goal').on(table.goalId, table.date)],
);

export const goalAssumptions = pgTable(
  'goal_assumptions',
  {
    advisorSub: text('advisor_sub').notNull(),
    category: text('category').$type<RiskCategoryId>().notNull(),
    expectedReturnBp: integer('expected_return_bp').notNull(),
    volatilityBp: integer('volatility_bp').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.advisorSub, table.category] })],
);

export type GoalRow = typeof goals.$inferSelect;
export type GoalContributionRow = typeof goalContributions.$inferSelect;
export type GoalAssumptionRow = typeof goalAssumptions.$inferSelect;
