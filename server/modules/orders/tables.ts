import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TradeCharges } from '../../../src/features/portfolio/model/charges';

// Mirrors server/db/migrations/0011_paper_trading.sql (the source of truth, with each column's
// meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });
const paise = (name: string) => bigint(name, { mode: 'number' });

export const ORDER_TYPES = ['MARKET', 'LIMIT', 'SL', 'SL-M'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const SIDES = ['BUY', 'SELL'] as const;
export type Side = (typeof SIDES)[number];
export const ORDER_STATUSES = [
  'OPEN',
  'TRIGGER PENDING',
  'COMPLETE',
  'CANCELLED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type LedgerSource = 'app' | 'import' | 'demo';
export const CASH_KINDS = [
  'opening',
  'deposit',
  'withdrawal',
  'buy',
  'sell',
  'dividend',
  'tds',
] as const;
export type CashKind = (typeof CASH_KINDS)[number];

export const paperOrders = pgTable(
  'paper_orders',
  {
    orderId: text('order_id').primaryKey(),
    investorSub: text('investor_sub').notNull(),
    exchange: text('exchange').$type<'NSE'>().notNull(),
    symbol: text('symbol').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    side: text('side').$type<Side>().notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    product: text('product').$type<'CNC'>().notNull().default('CNC'),
    quantity: integer('quantity').notNull(),
    pricePaise: paise('price_paise'),
    triggerPricePaise: paise('trigger_price_paise'),
    status: text('status').$type<OrderStatus>().notNull(),
    statusMessage: text('status_message'),
    filledQuantity: integer('filled_quantity').notNull().default(0),
    averagePricePaise: paise('average_price_paise'),
    blockedPaise: paise('blocked_paise').notNull().default(0),
    marketDate: date('market_date').notNull(),
    placedAt: at('placed_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    source: text('source').$type<LedgerSource>().notNull().default('app'),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('paper_orders_investor').on(table.investorSub, table.placedAt)],
);

export const paperTrades = pgTable(
  'paper_trades',
  {
    tradeId: text('trade_id').primaryKey(),
    orderId: text('order_id'),
    investorSub: text('investor_sub').notNull(),
    exchange: text('exchange').$type<'NSE' | 'BSE'>().notNull(),
    symbol: text('symbol').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    side: text('side').$type<Side>().notNull(),
    quantity: integer('quantity').notNull(),
    pricePaise: paise('price_paise').notNull(),
    tradeDate: date('trade_date').notNull(),
    executedAt: at('executed_at').notNull(),
    charges: jsonb('charges').$type<TradeCharges>().notNull(),
    chargesPaise: paise('charges_paise').notNull(),
    sttPaise: paise('stt_paise').notNull(),
    simulated: boolean('simulated').notNull().default(true),
    source: text('source').$type<LedgerSource>().notNull().default('app'),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('paper_trades_investor').on(table.investorSub, table.tradeDate)],
);

export const paperCashEntries = pgTable(
  'paper_cash_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    investorSub: text('investor_sub').notNull(),
    kind: text('kind').$type<CashKind>().notNull(),
    amountPaise: paise('amount_paise').notNull(),
    entryDate: date('entry_date').notNull(),
    at: at('at').notNull(),
    tradeId: text('trade_id'),
    instrumentId: integer('instrument_id'),
    exDate: date('ex_date'),
    description: text('description').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('paper_cash_entries_investor').on(table.investorSub, table.entryDate)],
);

export type PaperOrderRow = typeof paperOrders.$inferSelect;
export type PaperTradeRow = typeof paperTrades.$inferSelect;
export type PaperCashRow = typeof paperCashEntries.$inferSelect;
