import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlertKind, AlertState } from '../../../src/features/watchlists/model/alerts';
import type { Exchange } from '../../../src/features/watchlists/model/rules';

// Mirrors server/db/migrations/0015_watchlists.sql (the source of truth, with each column's
// meaning): change both together. The notifications table is server/modules/notifications'.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const watchlists = pgTable(
  'watchlists',
  {
    id: uuid('id').primaryKey(),
    ownerSub: text('owner_sub').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('watchlists_owner').on(table.ownerSub, table.position)],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    watchlistId: uuid('watchlist_id').notNull(),
    exchange: text('exchange').$type<Exchange>().notNull(),
    symbol: text('symbol').notNull(),
    position: integer('position').notNull(),
    addedAt: at('added_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.watchlistId, table.exchange, table.symbol] })],
);

export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey(),
    ownerSub: text('owner_sub').notNull(),
    exchange: text('exchange').$type<Exchange>().notNull(),
    symbol: text('symbol').notNull(),
    kind: text('kind').$type<AlertKind>().notNull(),
    threshold: integer('threshold').notNull(),
    state: text('state').$type<AlertState>().notNull(),
    lastDate: date('last_date'),
    lastClose: integer('last_close'),
    createdAt: at('created_at').notNull(),
    firedAt: at('fired_at'),
    fireCount: integer('fire_count').notNull().default(0),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [
    index('price_alerts_owner').on(table.ownerSub, table.createdAt),
    unique().on(table.ownerSub, table.exchange, table.symbol, table.kind, table.threshold),
  ],
);

export type WatchlistRow = typeof watchlists.$inferSelect;
export type WatchlistItemRow = typeof watchlistItems.$inferSelect;
export type PriceAlertRow = typeof priceAlerts.$inferSelect;
