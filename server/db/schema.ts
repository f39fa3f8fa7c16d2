import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Track, UserType } from '../services/tracks';

// Mirrors server/db/migrations/*.sql, which are the source of truth: change both together.

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dataStatus = pgTable('data_status', {
  countrycode: text('countrycode').primaryKey(),
  updatedatetime: timestamp('updatedatetime', { withTimezone: true }).notNull(),
});

// 0002_identity.sql
export const userProfiles = pgTable(
  'user_profiles',
  {
    sub: text('sub').primaryKey(),
    userType: text('user_type').$type<UserType>().notNull(),
    track: text('track').$type<Track>().notNull(),
    email: text('email'),
    phone: text('phone'),
    name: text('name'),
    sebiReg: text('sebi_reg'),
    advisorSub: text('advisor_sub').references((): AnyPgColumn => userProfiles.sub, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // 0012_account_settings.sql
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    // 0022_advisor_practice.sql
    isAdmin: boolean('is_admin').notNull().default(false),
  },
  (table) => [index('user_profiles_advisor_sub').on(table.advisorSub)],
);

// Market data archive (server/db/migrations/0003_market_archive.sql; units are documented there).

export const instruments = pgTable(
  'instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exchange: text('exchange').$type<'NSE' | 'BSE'>().notNull(),
    symbol: text('symbol').notNull(),
    isin: text('isin').notNull(),
    name: text('name').notNull(),
    series: text('series').notNull(),
    sector: text('sector').notNull(),
    industry: text('industry').notNull(),
    lotSize: integer('lot_size').notNull().default(1),
    listingDate: date('listing_date'),
    status: text('status').$type<'active' | 'suspended' | 'delisted'>().notNull().default('active'),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (table) => [unique().on(table.exchange, table.symbol)],
);

export const dailyBars = pgTable(
  'daily_bars',
  {
    instrumentId: integer('instrument_id').notNull(),
    tradeDate: date('trade_date').notNull(),
    open: integer('open').notNull(),
    high: integer('high').notNull(),
    low: integer('low').notNull(),
    close: integer('close').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    trades: integer('trades'),
    isDemo: boolean('is_demo').notNull(),
  },
  (table) => [primaryKey({ columns: [table.instrumentId, table.tradeDate] })],
);

export const corporateActions = pgTable(
  'corporate_actions',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    exDate: date('ex_date').notNull(),
    kind: text('kind').$type<'split' | 'bonus' | 'dividend'>().notNull(),
    sharesBefore: integer('shares_before').notNull(),
    sharesAfter: integer('shares_after').notNull(),
    dividend: integer('dividend'),
    priceFactor: doublePrecision('price_factor').notNull(),
    isDemo: boolean('is_demo').notNull(),
  },
  (table) => [primaryKey({ columns: [table.instrumentId, table.exDate, table.kind] })],
);

export const marketIndices = pgTable('market_indices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').$type<'broad' | 'sector'>().notNull(),
  industry: text('industry'),
  referenceDate: date('reference_date').notNull(),
  referenceLevel: integer('reference_level').notNull(),
  isDemo: boolean('is_demo').notNull(),
});

export const indexConstituents = pgTable(
  'index_constituents',
  {
    indexId: integer('index_id')
      .notNull()
      .references(() => marketIndices.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    units: doublePrecision('units').notNull(),
  },
  (table) => [primaryKey({ columns: [table.indexId, table.instrumentId] })],
);

export const indexLevels = pgTable(
  'index_levels',
  {
    indexId: integer('index_id')
      .notNull()
      .references(() => marketIndices.id, { onDelete: 'cascade' }),
    tradeDate: date('trade_date').notNull(),
    open: integer('open').notNull(),
    high: integer('high').notNull(),
    low: integer('low').notNull(),
    close: integer('close').notNull(),
  },
  (table) => [primaryKey({ columns: [table.indexId, table.tradeDate] })],
);

export const companyFacts = pgTable('company_facts', {
  instrumentId: integer('instrument_id')
    .primaryKey()
    .references(() => instruments.id, { onDelete: 'cascade' }),
  incorporationYear: integer('incorporation_year'),
  headquartersCity: text('headquarters_city'),
  headquartersState: text('headquarters_state'),
  employeesBand: text('employees_band'),
  marketCapBand: text('market_cap_band').$type<'Large cap' | 'Mid cap' | 'Small cap'>(),
  promoterGroup: text('promoter_group'),
  description: text('description').notNull(),
  isDemo: boolean('is_demo').notNull(),
});

export const quarterlyFundamentals = pgTable(
  'quarterly_fundamentals',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    periodEnd: date('period_end').notNull(),
    announcedOn: date('announced_on').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    operatingProfit: bigint('operating_profit', { mode: 'number' }).notNull(),
    netProfit: bigint('net_profit', { mode: 'number' }).notNull(),
    totalDebt: bigint('total_debt', { mode: 'number' }).notNull(),
    equity: bigint('equity', { mode: 'number' }).notNull(),
    cash: bigint('cash', { mode: 'number' }).notNull(),
    sharesOutstanding: bigint('shares_outstanding', { mode: 'number' }).notNull(),
    promoterHoldingBp: integer('promoter_holding_bp').notNull(),
    promoterPledgeBp: integer('promoter_pledge_bp').notNull(),
    fiiHoldingBp: integer('fii_holding_bp').notNull(),
    diiHoldingBp: integer('dii_holding_bp').notNull(),
    // 0013_fundamentals_detail.sql: nullable, imported rows may lack them.
    totalAssets: bigint('total_assets', { mode: 'number' }),
    currentAssets: bigint('current_assets', { mode: 'number' }),
    currentLiabilities: bigint('current_liabilities', { mode: 'number' }),
    retainedEarnings: bigint('retained_earnings', { mode: 'number' }),
    ebit: bigint('ebit', { mode: 'number' }),
    interestExpense: bigint('interest_expense', { mode: 'number' }),
    operatingCashFlow: bigint('operating_cash_flow', { mode: 'number' }),
    grossProfit: bigint('gross_profit', { mode: 'number' }),
    longTermDebt: bigint('long_term_debt', { mode: 'number' }),
    isDemo: boolean('is_demo').notNull(),
  },
  (table) => [primaryKey({ columns: [table.instrumentId, table.periodEnd] })],
);

export const latestQuotes = pgTable('latest_quotes', {
  instrumentId: integer('instrument_id')
    .primaryKey()
    .references(() => instruments.id, { onDelete: 'cascade' }),
  tradeDate: date('trade_date').notNull(),
  open: integer('open').notNull(),
  high: integer('high').notNull(),
  low: integer('low').notNull(),
  close: integer('close').notNull(),
  previousClose: integer('previous_close'),
  volume: bigint('volume', { mode: 'number' }).notNull(),
  high52w: integer('high_52w').notNull(),
  low52w: integer('low_52w').notNull(),
  marketCap: bigint('market_cap', { mode: 'number' }),
  isDemo: boolean('is_demo').notNull(),
});

export const archiveDemo = pgTable('archive_demo', {
  id: integer('id').primaryKey(),
  seed: text('seed').notNull(),
  symbols: integer('symbols').notNull(),
  corporateActionRate: doublePrecision('corporate_action_rate').notNull(),
  firstDate: date('first_date').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  generationMs: integer('generation_ms').notNull(),
});

export const archiveSnapshots = pgTable('archive_snapshots', {
  name: text('name').primaryKey(),
  body: jsonb('body').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

// 0022_advisor_practice.sql: the archive's import history (written by each load in
// server/archive/store/import-history.ts, read by the data check).
export const archiveImports = pgTable('archive_imports', {
  importId: bigint('import_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').$type<'bhavcopy' | 'fundamentals' | 'market-advance' | 'demo'>().notNull(),
  source: text('source').notNull(),
  actor: text('actor').notNull(),
  firstDate: date('first_date', { mode: 'string' }),
  lastDate: date('last_date', { mode: 'string' }),
  rowsAccepted: integer('rows_accepted').notNull(),
  rowsSkipped: integer('rows_skipped').notNull().default(0),
  rowsRejected: integer('rows_rejected').notNull().default(0),
  rejections: jsonb('rejections').$type<Array<{ line: number; reason: string }>>().notNull(),
  dataUpdateTime: timestamp('data_update_time', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});

// 0004_write_path.sql
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userSub: text('user_sub').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    responseBody: text('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userSub, table.key] })],
);

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorSub: text('actor_sub').notNull(),
  actorRole: text('actor_role').$type<'I' | 'A' | 'system'>().notNull(),
  subjectSub: text('subject_sub').notNull(),
  method: text('method').notNull(),
  route: text('route').notNull(),
  path: text('path').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  action: text('action').notNull(),
  idempotencyKey: text('idempotency_key'),
  status: integer('status').notNull(),
});

// 0006_advisor_book.sql
export const clientNotes = pgTable(
  'client_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    advisorSub: text('advisor_sub').notNull(),
    investorSub: text('investor_sub').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_notes_investor').on(table.advisorSub, table.investorSub, table.id)],
);
