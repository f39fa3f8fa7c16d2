import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Mirrors server/db/migrations/0016_community_demo.sql (the source of truth, with each column's
// meaning): change both together. Real community activity lives in the watchlists and paper
// trading tables; this one holds only the labelled demo community of local demo mode.

export type DemoEventKind = 'watch' | 'buy' | 'sell' | 'adviser-buy-call';

export const demoCommunityEvents = pgTable(
  'demo_community_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    member: text('member').notNull(),
    exchange: text('exchange').$type<'NSE' | 'BSE'>().notNull(),
    symbol: text('symbol').notNull(),
    kind: text('kind').$type<DemoEventKind>().notNull(),
    quantity: integer('quantity'),
    valuePaise: bigint('value_paise', { mode: 'number' }),
    happenedOn: date('happened_on').notNull(),
    windowEnd: date('window_end').notNull(),
  },
  (table) => [
    index('demo_community_events_stock').on(
      table.exchange,
      table.symbol,
      table.kind,
      table.happenedOn,
    ),
  ],
);

export type DemoCommunityEventRow = typeof demoCommunityEvents.$inferInsert;
