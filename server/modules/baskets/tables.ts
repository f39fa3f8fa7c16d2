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
import type { Weighting } from '../../../src/features/baskets/model/contract';

// Mirrors server/db/migrations/0017_baskets.sql (the source of truth, with each column's
// meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });
const paise = (name: string) => bigint(name, { mode: 'number' });

export const INVESTMENT_KINDS = ['lumpsum', 'topup', 'sip', 'rebalance'] as const;
export type InvestmentKind = (typeof INVESTMENT_KINDS)[number];
export type LegStatus = 'COMPLETE' | 'REJECTED' | 'FAILED';
export type LegSide = 'BUY' | 'SELL';

export const baskets = pgTable(
  'baskets',
  {
    basketId: uuid('basket_id').primaryKey(),
    investorSub: text('investor_sub').notNull(),
    name: text('name').notNull(),
    weighting: text('weighting').$type<Weighting>().notNull(),
    themeId: text('theme_id'),
    toleranceBp: integer('tolerance_bp').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('baskets_investor').on(table.investorSub, table.createdAt)],
);

export const basketStocks = pgTable(
  'basket_stocks',
  {
    basketId: uuid('basket_id').notNull(),
    position: integer('position').notNull(),
    symbol: text('symbol').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    weightBp: integer('weight_bp').notNull(),
  },
  (table) => [primaryKey({ columns: [table.basketId, table.symbol] })],
);

export const basketInvestments = pgTable(
  'basket_investments',
  {
    investmentId: uuid('investment_id').primaryKey(),
    basketId: uuid('basket_id').notNull(),
    investorSub: text('investor_sub').notNull(),
    kind: text('kind').$type<InvestmentKind>().notNull(),
    goalId: uuid('goal_id'),
    amount: paise('amount').notNull(),
    marketDate: date('market_date').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [
    index('basket_investments_basket').on(table.basketId, table.createdAt),
    index('basket_investments_investor').on(table.investorSub, table.goalId),
  ],
);

export const basketOrders = pgTable(
  'basket_orders',
  {
    investmentId: uuid('investment_id').notNull(),
    symbol: text('symbol').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    side: text('side').$type<LegSide>().notNull(),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    price: paise('price').notNull(),
    orderId: text('order_id'),
    status: text('status').$type<LegStatus>().notNull(),
    message: text('message'),
    attempts: integer('attempts').notNull().default(1),
    charges: paise('charges').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.investmentId, table.symbol, table.side] })],
);

export const basketSips = pgTable('basket_sips', {
  basketId: uuid('basket_id').primaryKey(),
  amount: paise('amount').notNull(),
  day: integer('day').notNull(),
  active: boolean('active').notNull(),
  startedOn: date('started_on').notNull(),
  updatedAt: at('updated_at').notNull(),
  demo: boolean('demo').notNull().default(false),
});

export const sipRuns = pgTable(
  'sip_runs',
  {
    basketId: uuid('basket_id').notNull(),
    month: text('month').notNull(),
    investmentId: uuid('investment_id'),
    dueOn: date('due_on').notNull(),
    ranAt: at('ran_at').notNull(),
    note: text('note'),
  },
  (table) => [primaryKey({ columns: [table.basketId, table.month] })],
);

export type BasketRow = typeof baskets.$inferSelect;
export type BasketStockRow = typeof basketStocks.$inferSelect;
export type InvestmentRow = typeof basketInvestments.$inferSelect;
export type LegRow = typeof basketOrders.$inferSelect;
export type SipRow = typeof basketSips.$inferSelect;
