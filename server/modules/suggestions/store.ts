import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { runFifo, type Lot, type Match } from '../../../src/features/portfolio/model/fifo';
import type { Orm } from '../../db/database';
import { instruments, latestQuotes, userProfiles } from '../../db/schema';
import { paperAccounts } from '../broker/tables';
import { goals } from '../goals/tables';
import { RESTING } from '../orders/account';
import { eventsOf, shareActionsFor, type LedgerTrade } from '../orders/ledger';
import { paperOrders, paperTrades } from '../orders/tables';
import { TRACKS } from '../../services/tracks';
import { notifications } from '../notifications/tables';
import {
  modelAssignments,
  modelPortfolios,
  modelVersions,
  researchCalls,
  type ModelVersionRow,
  type ResearchCallRow,
} from '../research/tables';
import {
  suggestionOrders,
  suggestions,
  suitabilityDecisions,
  type SuggestionOrderRow,
  type SuggestionRow,
} from './tables';

// The suggestions module's reads of other modules' tables, batched for many clients at once
// (a send or a model update reaches hundreds): clients, their risk categories, paper cash and
// FIFO holdings, and latest closes. The only file of the module with SQL besides its own tables'
// writes in service.ts.

export interface Client {
  sub: string;
  name: string;
}

const nameOf = (row: { name: string | null; email: string | null; sub: string }) =>
  row.name ?? row.email ?? row.sub;

/** The adviser's clients among `subs` (any other id is left out). */
export async function ownClientsAmong(
  orm: Orm,
  advisorSub: string,
  subs: readonly string[],
): Promise<Map<string, Client>> {
  if (subs.length === 0) return new Map();
  const rows = await orm
    .select({ sub: userProfiles.sub, name: userProfiles.name, email: userProfiles.email })
    .from(userProfiles)
    .where(
      and(
        inArray(userProfiles.sub, [...subs]),
        eq(userProfiles.advisorSub, advisorSub),
        isNull(userProfiles.erasedAt),
      ),
    );
  return new Map(rows.map((row) => [row.sub, { sub: row.sub, name: nameOf(row) }]));
}

/** The adviser's active clients (onboarded, not frozen, not erased), by name. */
export async function activeClientsOf(orm: Orm, advisorSub: string): Promise<Client[]> {
  const rows = await orm
    .select({ sub: userProfiles.sub, name: userProfiles.name, email: userProfiles.email })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.advisorSub, advisorSub),
        eq(userProfiles.track, TRACKS.active),
        isNull(userProfiles.erasedAt),
      ),
    )
    .orderBy(asc(userProfiles.name), asc(userProfiles.sub));
  return rows.map((row) => ({ sub: row.sub, name: nameOf(row) }));
}

/** Which of `goalIds` are goals of which investor, among `subs` (one query; others left out). */
export async function goalOwnersAmong(
  orm: Orm,
  subs: readonly string[],
  goalIds: readonly string[],
): Promise<Map<string, string>> {
  if (subs.length === 0 || goalIds.length === 0) return new Map();
  const rows = await orm
    .select({ goalId: goals.goalId, investorSub: goals.investorSub })
    .from(goals)
    .where(and(inArray(goals.investorSub, [...subs]), inArray(goals.goalId, [...goalIds])));
  return new Map(rows.map((row) => [row.goalId, row.investorSub]));
}

/** Names of any profiles, by sub. */
export async function namesOf(orm: Orm, subs: readonly string[]): Promise<Map<string, string>> {
  if (subs.length === 0) return new Map();
  const rows = await orm
    .select({ sub: userProfiles.sub, name: userProfiles.name, email: userProfiles.email })
    .from(userProfiles)
    .where(inArray(userProfiles.sub, [...new Set(subs)]));
  return new Map(rows.map((row) => [row.sub, nameOf(row)]));
}

export interface Held {
  instrumentId: number;
  symbol: string;
  quantity: number;
  /** Held back by open sell orders. */
  openSell: number;
  lots: Lot[];
  matches: Match[];
}

export interface Account {
  /** Paper cash, and what open buy orders do not hold back; 0 without an account. */
  cash: number;
  free: number;
  hasAccount: boolean;
  /** NSE positions by instrument id (closed ones included, with quantity 0). */
  held: Map<number, Held>;
}

/** Each investor's paper cash and FIFO positions, in four queries for all of them. */
export async function accountsOf(orm: Orm, subs: readonly string[]): Promise<Map<string, Account>> {
  const accounts = new Map<string, Account>(
    subs.map((sub) => [sub, { cash: 0, free: 0, hasAccount: false, held: new Map() }]),
  );
  if (subs.length === 0) return accounts;
  const list = [...subs];
  const [cashRows, orderRows, trades] = await Promise.all([
    orm
      .select({ sub: paperAccounts.investorSub, cash: paperAccounts.cashPaise })
      .from(paperAccounts)
      .where(inArray(paperAccounts.investorSub, list)),
    orm
      .select({
        sub: paperOrders.investorSub,
        instrumentId: paperOrders.instrumentId,
        side: paperOrders.side,
        blocked: sql<string>`coalesce(sum(${paperOrders.blockedPaise}), 0)`,
        quantity: sql<string>`coalesce(sum(${paperOrders.quantity} - ${paperOrders.filledQuantity}), 0)`,
      })
      .from(paperOrders)
      .where(and(inArray(paperOrders.investorSub, list), inArray(paperOrders.status, [...RESTING])))
      .groupBy(paperOrders.investorSub, paperOrders.instrumentId, paperOrders.side),
    orm
      .select({
        sub: paperTrades.investorSub,
        tradeId: paperTrades.tradeId,
        exchange: paperTrades.exchange,
        symbol: paperTrades.symbol,
        instrumentId: paperTrades.instrumentId,
        side: paperTrades.side,
        quantity: paperTrades.quantity,
        pricePaise: paperTrades.pricePaise,
        tradeDate: paperTrades.tradeDate,
        chargesPaise: paperTrades.chargesPaise,
        sttPaise: paperTrades.sttPaise,
      })
      .from(paperTrades)
      .where(inArray(paperTrades.investorSub, list))
      .orderBy(asc(paperTrades.tradeDate), asc(paperTrades.executedAt), asc(paperTrades.tradeId)),
  ]);
  for (const row of cashRows) {
    const account = accounts.get(row.sub)!;
    account.cash = row.cash;
    account.free = row.cash;
    account.hasAccount = true;
  }
  const openSells = new Map<string, number>();
  for (const row of orderRows) {
    const account = accounts.get(row.sub)!;
    account.free -= Number(row.blocked);
    if (row.side === 'SELL') openSells.set(`${row.sub}|${row.instrumentId}`, Number(row.quantity));
  }
  const first = trades[0]?.tradeDate;
  const ids = [...new Set(trades.map((trade) => trade.instrumentId))];
  const actions = first ? await shareActionsFor(orm, ids, first) : [];
  const grouped = new Map<string, LedgerTrade[]>();
  for (const { sub, ...trade } of trades) {
    if (trade.exchange !== 'NSE') continue;
    const key = `${sub}|${trade.instrumentId}`;
    const group = grouped.get(key) ?? [];
    group.push(trade);
    grouped.set(key, group);
  }
  for (const [key, group] of grouped) {
    const sub = key.slice(0, key.lastIndexOf('|'));
    const head = group[0]!;
    const own = actions.filter((action) => action.instrumentId === head.instrumentId);
    const { lots, matches } = runFifo(eventsOf(group, own));
    accounts.get(sub)!.held.set(head.instrumentId, {
      instrumentId: head.instrumentId,
      symbol: head.symbol,
      quantity: lots.reduce((sum, lot) => sum + lot.quantity, 0),
      openSell: openSells.get(key) ?? 0,
      lots,
      matches,
    });
  }
  return accounts;
}

export interface Quote {
  instrumentId: number;
  symbol: string;
  name: string;
  close: number | null;
  lotSize: number;
}

/** Latest closes and names of NSE instruments by id. */
export async function quotesOf(orm: Orm, ids: readonly number[]): Promise<Map<number, Quote>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({
      instrumentId: instruments.id,
      symbol: instruments.symbol,
      name: instruments.name,
      close: latestQuotes.close,
      lotSize: instruments.lotSize,
    })
    .from(instruments)
    .leftJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(inArray(instruments.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [row.instrumentId, { ...row, lotSize: row.lotSize > 0 ? row.lotSize : 1 }]),
  );
}

// ---------------------------------------------------------------------------------------------
// The module's own tables and the research rows it reads.

export async function ownCall(orm: Orm, advisorSub: string, callId: string) {
  const [row] = await orm
    .select()
    .from(researchCalls)
    .where(and(eq(researchCalls.callId, callId), eq(researchCalls.advisorSub, advisorSub)));
  return row;
}

export async function ownModelVersion(
  orm: Orm,
  advisorSub: string,
  modelId: string,
  version?: number,
) {
  const [model] = await orm
    .select()
    .from(modelPortfolios)
    .where(and(eq(modelPortfolios.modelId, modelId), eq(modelPortfolios.advisorSub, advisorSub)));
  if (!model) return undefined;
  const [row] = await orm
    .select()
    .from(modelVersions)
    .where(
      and(
        eq(modelVersions.modelId, modelId),
        eq(modelVersions.version, version ?? model.currentVersion),
      ),
    );
  return row ? { model, version: row } : undefined;
}

export async function versionsOf(orm: Orm, modelId: string, versions: readonly number[]) {
  if (versions.length === 0) return new Map<number, ModelVersionRow>();
  const rows = await orm
    .select()
    .from(modelVersions)
    .where(and(eq(modelVersions.modelId, modelId), inArray(modelVersions.version, [...versions])));
  return new Map(rows.map((row) => [row.version, row]));
}

export async function assignmentsOf(orm: Orm, modelId: string) {
  return orm
    .select({
      investorSub: modelAssignments.investorSub,
      version: modelAssignments.version,
      goalId: modelAssignments.goalId,
    })
    .from(modelAssignments)
    .where(and(eq(modelAssignments.modelId, modelId), isNull(modelAssignments.removedAt)));
}

/** The suggestions already made with these ids (a replayed send). */
export async function existingSuggestions(orm: Orm, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return orm
    .select({
      suggestionId: suggestions.suggestionId,
      investorSub: suggestions.investorSub,
      outcome: suitabilityDecisions.outcome,
    })
    .from(suggestions)
    .innerJoin(suitabilityDecisions, eq(suitabilityDecisions.id, suggestions.decisionId))
    .where(inArray(suggestions.suggestionId, [...ids]));
}

/** Pending suggestions of a model for these clients, made 'superseded'; how many clients. */
export async function supersedePending(
  tx: Orm,
  modelId: string,
  subs: readonly string[],
  keep: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (subs.length === 0) return new Set();
  const rows = await tx
    .update(suggestions)
    .set({ status: 'superseded', respondedAt: now })
    .where(
      and(
        eq(suggestions.modelId, modelId),
        inArray(suggestions.investorSub, [...subs]),
        eq(suggestions.status, 'pending'),
        keep.length > 0 ? notInArray(suggestions.suggestionId, [...keep]) : undefined,
      ),
    )
    .returning({ investorSub: suggestions.investorSub });
  return new Set(rows.map((row) => row.investorSub));
}

/** Pending model suggestions (not rebalances) of a model, by client: their amounts. */
export async function pendingModelAmounts(orm: Orm, modelId: string, subs: readonly string[]) {
  if (subs.length === 0) return new Map<string, number>();
  const rows = await orm
    .select({ investorSub: suggestions.investorSub, amount: suggestions.amount })
    .from(suggestions)
    .where(
      and(
        eq(suggestions.modelId, modelId),
        inArray(suggestions.investorSub, [...subs]),
        eq(suggestions.status, 'pending'),
        eq(suggestions.kind, 'model'),
      ),
    )
    .orderBy(asc(suggestions.createdAt));
  return new Map(rows.map((row) => [row.investorSub, row.amount ?? 0]));
}

export type NewDecision = typeof suitabilityDecisions.$inferInsert;
export type NewSuggestion = typeof suggestions.$inferInsert;

const CHUNK = 400;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** Inserts the decisions, answering each one's id by investor. */
export async function insertDecisions(
  tx: Orm,
  rows: readonly NewDecision[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(rows)) {
    const stored = await tx
      .insert(suitabilityDecisions)
      .values(part)
      .returning({ id: suitabilityDecisions.id, investorSub: suitabilityDecisions.investorSub });
    for (const row of stored) ids.set(row.investorSub, row.id);
  }
  return ids;
}

export async function insertSuggestions(tx: Orm, rows: readonly NewSuggestion[]): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(suggestions).values(part);
}

export async function insertNotices(
  tx: Orm,
  rows: readonly (typeof notifications.$inferInsert)[],
): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(notifications).values(part);
}

/** Each client follows the model at `version` (again, if they had been unassigned). */
export async function upsertAssignments(
  tx: Orm,
  modelId: string,
  rows: readonly { investorSub: string; goalId: string | null; version: number }[],
  now: Date,
): Promise<void> {
  for (const part of chunks(rows)) {
    await tx
      .insert(modelAssignments)
      .values(part.map((row) => ({ ...row, modelId, assignedAt: now })))
      .onConflictDoUpdate({
        target: [modelAssignments.modelId, modelAssignments.investorSub],
        set: {
          version: sql`excluded.version`,
          goalId: sql`coalesce(excluded.goal_id, ${modelAssignments.goalId})`,
          removedAt: null,
          assignedAt: sql`case when ${modelAssignments.removedAt} is null then ${modelAssignments.assignedAt} else excluded.assigned_at end`,
        },
      });
  }
}

/** One suggestion, locked when asked, if it is the investor's. */
export async function investorSuggestion(
  orm: Orm,
  investorSub: string,
  suggestionId: string,
  lock = false,
): Promise<SuggestionRow | undefined> {
  const query = orm
    .select()
    .from(suggestions)
    .where(
      and(eq(suggestions.suggestionId, suggestionId), eq(suggestions.investorSub, investorSub)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function investorSuggestions(orm: Orm, investorSub: string, limit = 100) {
  return orm
    .select()
    .from(suggestions)
    .where(eq(suggestions.investorSub, investorSub))
    .orderBy(desc(suggestions.createdAt), desc(suggestions.suggestionId))
    .limit(limit);
}

export async function ordersOfSuggestions(orm: Orm, ids: readonly string[]) {
  const map = new Map<string, SuggestionOrderRow[]>();
  if (ids.length === 0) return map;
  const rows = await orm
    .select()
    .from(suggestionOrders)
    .where(inArray(suggestionOrders.suggestionId, [...ids]));
  for (const row of rows) {
    const list = map.get(row.suggestionId) ?? [];
    list.push(row);
    map.set(row.suggestionId, list);
  }
  return map;
}

export async function callsById(orm: Orm, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, ResearchCallRow>();
  const rows = await orm
    .select()
    .from(researchCalls)
    .where(inArray(researchCalls.callId, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.callId, row]));
}

export async function modelNames(orm: Orm, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await orm
    .select({ modelId: modelPortfolios.modelId, name: modelPortfolios.name })
    .from(modelPortfolios)
    .where(inArray(modelPortfolios.modelId, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.modelId, row.name]));
}

export interface AdvisorFilter {
  investor?: string;
  call?: string;
  model?: string;
}

export async function advisorSuggestionRows(orm: Orm, advisorSub: string, filter: AdvisorFilter) {
  return orm
    .select({
      suggestion: suggestions,
      investorName: userProfiles.name,
      investorEmail: userProfiles.email,
      outcome: suitabilityDecisions.outcome,
    })
    .from(suggestions)
    .innerJoin(userProfiles, eq(userProfiles.sub, suggestions.investorSub))
    .innerJoin(suitabilityDecisions, eq(suitabilityDecisions.id, suggestions.decisionId))
    .where(
      and(
        eq(suggestions.advisorSub, advisorSub),
        filter.investor ? eq(suggestions.investorSub, filter.investor) : undefined,
        filter.call ? eq(suggestions.callId, filter.call) : undefined,
        filter.model ? eq(suggestions.modelId, filter.model) : undefined,
      ),
    )
    .orderBy(desc(suggestions.createdAt), desc(suggestions.suggestionId))
    .limit(1000);
}
