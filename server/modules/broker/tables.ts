import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userProfiles } from '../../db/schema';
import type { BrokerId, LiveBrokerId } from './adapter';

// Mirrors server/db/migrations/0009_broker.sql (the source of truth, with each column's meaning).

const at = (name: string) => timestamp(name, { withTimezone: true });

export const brokerLinks = pgTable('broker_links', {
  investorSub: text('investor_sub')
    .primaryKey()
    .references(() => userProfiles.sub, { onDelete: 'cascade' }),
  broker: text('broker').$type<BrokerId>().notNull(),
  accountId: text('account_id').notNull(),
  accessTokenEnc: text('access_token_enc'),
  sessionExpiresAt: at('session_expires_at'),
  linkedAt: at('linked_at').notNull().defaultNow(),
  lastSyncAt: at('last_sync_at'),
  demo: boolean('demo').notNull().default(false),
});

export const brokerLoginStates = pgTable(
  'broker_login_states',
  {
    state: text('state').primaryKey(),
    investorSub: text('investor_sub').notNull(),
    broker: text('broker').$type<LiveBrokerId>().notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('broker_login_states_investor').on(table.investorSub)],
);

export const paperAccounts = pgTable('paper_accounts', {
  investorSub: text('investor_sub').primaryKey(),
  cashPaise: bigint('cash_paise', { mode: 'number' }).notNull(),
  openedAt: at('opened_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type BrokerLinkRow = typeof brokerLinks.$inferSelect;
