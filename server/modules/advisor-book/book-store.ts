import { and, asc, eq, inArray, isNull, sql, type Column } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { latestQuotes, userProfiles } from '../../db/schema';
import { paperAccounts } from '../broker/tables';
import { goalContributions, goals, type GoalRow } from '../goals/tables';
import { kycRecords } from '../kyc/tables';
import { paperTrades } from '../orders/tables';
import { riskProfiles } from '../risk-profile/tables';
import { DEFAULT_RULE_SETTINGS, type RuleSettings, type UnansweredChat } from './action-rules';

// The client book's reads (issue 15, Deliver 2): each a set-based query over all of one
// adviser's clients (a few statements for the whole book, never one per client). The model
// drift and held quantities reuse the research module's queries (book-service.ts).

export interface BookClient {
  sub: string;
  name: string;
  track: string;
}

/** The adviser's clients (erased ones drop out), by name. */
export async function clientsOf(orm: Orm, advisorSub: string): Promise<BookClient[]> {
  const rows = await orm
    .select({
      sub: userProfiles.sub,
      name: userProfiles.name,
      email: userProfiles.email,
      track: userProfiles.track,
    })
    .from(userProfiles)
    .where(and(eq(userProfiles.advisorSub, advisorSub), isNull(userProfiles.erasedAt)))
    .orderBy(asc(userProfiles.name), asc(userProfiles.sub));
  return rows.map((row) => ({
    sub: row.sub,
    name: row.name ?? row.email ?? 'A client',
    track: row.track,
  }));
}

/**
 * The adviser's review period and idle-cash threshold (advisor_settings, migration 0022; the
 * settings module owns the table and its writes, this is only a read). No row: the defaults.
 */
export async function ruleSettingsOf(orm: Orm, advisorSub: string): Promise<RuleSettings> {
  const result = await orm.execute(sql`
    SELECT review_period_months, idle_cash_threshold_paise
    FROM advisor_settings WHERE advisor_sub = ${advisorSub}`);
  const [row] = (
    result as {
      rows: { review_period_months: number; idle_cash_threshold_paise: number | string }[];
    }
  ).rows;
  if (!row) return DEFAULT_RULE_SETTINGS;
  return {
    reviewPeriodMonths: Number(row.review_period_months),
    idleCashThresholdPaise: Number(row.idle_cash_threshold_paise),
  };
}

/** The column is one of the adviser's (not erased) clients' subs. */
const ofAdvisor = (advisorSub: string, sub: Column) =>
  sql`${sub} IN (SELECT ${userProfiles.sub} FROM ${userProfiles} WHERE ${userProfiles.advisorSub} = ${advisorSub} AND ${userProfiles.erasedAt} IS NULL)`;

/** Each client's paper-account cash, paise. */
export async function cashOf(orm: Orm, advisorSub: string): Promise<Map<string, number>> {
  const rows = await orm
    .select({ sub: paperAccounts.investorSub, cash: paperAccounts.cashPaise })
    .from(paperAccounts)
    .where(ofAdvisor(advisorSub, paperAccounts.investorSub));
  return new Map(rows.map((row) => [row.sub, row.cash]));
}

/** When each client's latest risk profile was taken. */
export async function riskProfileDatesOf(orm: Orm, advisorSub: string): Promise<Map<string, Date>> {
  const rows = await orm
    .selectDistinctOn([riskProfiles.investorSub], {
      sub: riskProfiles.investorSub,
      takenAt: riskProfiles.takenAt,
    })
    .from(riskProfiles)
    .where(ofAdvisor(advisorSub, riskProfiles.investorSub))
    .orderBy(riskProfiles.investorSub, sql`${riskProfiles.id} DESC`);
  return new Map(rows.map((row) => [row.sub, row.takenAt]));
}

export interface KycWaiting {
  status: 'submitted' | 'rejected';
  since: Date;
  reason: string | null;
}

/** The clients whose KYC waits: submitted (for the adviser's check) or rejected. */
export async function kycWaitingOf(orm: Orm, advisorSub: string): Promise<Map<string, KycWaiting>> {
  const rows = await orm
    .select({
      sub: kycRecords.investorSub,
      status: kycRecords.status,
      submittedAt: kycRecords.submittedAt,
      decidedAt: kycRecords.decidedAt,
      updatedAt: kycRecords.updatedAt,
      reason: kycRecords.rejectionReason,
    })
    .from(kycRecords)
    .where(
      and(
        inArray(kycRecords.status, ['submitted', 'rejected']),
        ofAdvisor(advisorSub, kycRecords.investorSub),
      ),
    );
  const waiting = new Map<string, KycWaiting>();
  for (const row of rows) {
    const status = row.status as KycWaiting['status'];
    const since = (status === 'submitted' ? row.submittedAt : row.decidedAt) ?? row.updatedAt;
    waiting.set(row.sub, { status, since, reason: row.reason });
  }
  return waiting;
}

/**
 * Each client's chat messages after the adviser's last message in their thread (by the
 * messages' order, seq), with the thread and when the first was sent. Threads of former clients
 * are read too; the book keeps only its current clients.
 */
export async function unansweredChatsOf(
  orm: Orm,
  advisorSub: string,
): Promise<Map<string, UnansweredChat>> {
  const result: unknown = await orm.execute(sql`
    SELECT t.investor_sub AS sub, t.thread_id::text AS thread_id, count(*)::int AS count,
           min(m.sent_at)::text AS since
      FROM chat_threads t
      JOIN chat_messages m ON m.thread_id = t.thread_id AND m.sender_role = 'investor'
     WHERE t.advisor_sub = ${advisorSub}
       AND m.seq > coalesce((SELECT max(a.seq) FROM chat_messages a
                              WHERE a.thread_id = t.thread_id AND a.sender_role = 'advisor'), 0)
     GROUP BY t.investor_sub, t.thread_id`);
  const rows = (
    result as { rows: { sub: string; thread_id: string; count: number; since: string }[] }
  ).rows;
  return new Map(
    rows.map((row) => [
      row.sub,
      { threadId: row.thread_id, count: Number(row.count), since: new Date(row.since) },
    ]),
  );
}

/** Every instrument any of the adviser's clients has traded in their paper account. */
export async function tradedInstrumentsOf(orm: Orm, advisorSub: string): Promise<number[]> {
  const rows = await orm
    .selectDistinct({ id: paperTrades.instrumentId })
    .from(paperTrades)
    .where(ofAdvisor(advisorSub, paperTrades.investorSub));
  return rows.map((row) => row.id);
}

/** The latest close of each instrument, paise. */
export async function closesOf(orm: Orm, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({ id: latestQuotes.instrumentId, close: latestQuotes.close })
    .from(latestQuotes)
    .where(inArray(latestQuotes.instrumentId, [...ids]));
  return new Map(rows.map((row) => [row.id, row.close]));
}

/** The clients' goals, and what was recorded as put towards each elsewhere (paise), by goal. */
export async function goalsOf(
  orm: Orm,
  advisorSub: string,
): Promise<{ rows: GoalRow[]; elsewhere: Map<string, number> }> {
  const rows = await orm
    .select()
    .from(goals)
    .where(ofAdvisor(advisorSub, goals.investorSub))
    .orderBy(asc(goals.investorSub), asc(goals.createdAt));
  if (rows.length === 0) return { rows, elsewhere: new Map() };
  const sums = await orm
    .select({
      goalId: goalContributions.goalId,
      amount: sql<string>`sum(${goalContributions.amount})`,
    })
    .from(goalContributions)
    .where(
      inArray(
        goalContributions.goalId,
        rows.map((row) => row.goalId),
      ),
    )
    .groupBy(goalContributions.goalId);
  return { rows, elsewhere: new Map(sums.map((row) => [row.goalId, Number(row.amount)])) };
}
