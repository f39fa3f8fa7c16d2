import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  CalendarInputs,
  Day,
  DividendInput,
  GoalInput,
  InstrumentInput,
  MeetingInput,
  PolicyInput,
  PremiumFrequency,
  RiskProfileInput,
  SipInput,
} from '../../../src/features/calendar/model/events';
import { istDay } from '../../../src/features/calendar/model/events';
import { holidaysOf } from '../../archive/holidays';
import type { Orm } from '../../db/database';
import { corporateActions, instruments, userProfiles } from '../../db/schema';
import { clientsOf, ruleSettingsOf } from '../advisor-book/book-store';
import { crmSourcesOf } from '../crm/follow-ups-store';
import { goals } from '../goals/tables';
import { positionsOf } from '../orders/ledger';
import { riskProfiles } from '../risk-profile/tables';
import { watchlistItems, watchlists } from '../watchlists/tables';
import { calendarFeeds, meetings, type CalendarFeedRow, type MeetingRow } from './tables';

// The calendar's reads of the modules that own each kind of event (holdings: orders' ledger;
// watchlists; baskets' SIPs and goals; risk profiles; insurance policies; the archive's
// dividends) and its own tables (meetings, feeds). Each read is one set-based statement for the
// investor, or for all of an adviser's clients at once.

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** NSE holidays from `from` to `to` (server/archive/holidays.ts, from NSE's circulars). */
export function holidaysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const monthDay of holidaysOf(year)) {
      const day = `${year}-${monthDay}`;
      if (day >= from && day <= to) days.push(day);
    }
  }
  return days.sort();
}

/** What the events are made of besides the range, the viewer and the holidays. */
export type CalendarSources = Omit<CalendarInputs, 'viewer' | 'from' | 'to' | 'holidays'> & {
  /** Some of it is demo data. */
  demo: boolean;
};

// ---------------------------------------------------------------------------------------------
// Sources of an investor's own calendar.

async function instrumentsOf(
  orm: Orm,
  investorSub: string,
): Promise<{ list: InstrumentInput[]; ids: number[] }> {
  const positions = await positionsOf(orm, investorSub);
  const held = new Map<number, number>();
  for (const position of positions.values()) {
    if (position.quantity > 0) held.set(position.instrumentId, position.quantity);
  }
  const watched = await orm
    .selectDistinct({ exchange: watchlistItems.exchange, symbol: watchlistItems.symbol })
    .from(watchlistItems)
    .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
    .where(eq(watchlists.ownerSub, investorSub));
  const watchedKeys = new Set(watched.map((row) => `${row.exchange}:${row.symbol}`));
  const conditions = [
    ...(held.size > 0 ? [inArray(instruments.id, [...held.keys()])] : []),
    ...watched.map((row) =>
      and(eq(instruments.exchange, row.exchange), eq(instruments.symbol, row.symbol)),
    ),
  ];
  if (conditions.length === 0) return { list: [], ids: [] };
  const rows = await orm
    .select({
      id: instruments.id,
      exchange: instruments.exchange,
      symbol: instruments.symbol,
      name: instruments.name,
    })
    .from(instruments)
    .where(or(...conditions))
    .orderBy(asc(instruments.symbol));
  return {
    list: rows.map((row) => ({
      exchange: row.exchange,
      symbol: row.symbol,
      name: row.name,
      quantity: held.get(row.id) ?? 0,
      watched: watchedKeys.has(`${row.exchange}:${row.symbol}`),
    })),
    ids: rows.map((row) => row.id),
  };
}

async function dividendsOf(
  orm: Orm,
  ids: number[],
  from: Day,
  to: Day,
): Promise<{ list: DividendInput[]; demo: boolean }> {
  if (ids.length === 0) return { list: [], demo: false };
  const rows = await orm
    .select({
      exchange: instruments.exchange,
      symbol: instruments.symbol,
      exDate: corporateActions.exDate,
      dividend: corporateActions.dividend,
      isDemo: corporateActions.isDemo,
    })
    .from(corporateActions)
    .innerJoin(instruments, eq(instruments.id, corporateActions.instrumentId))
    .where(
      and(
        inArray(corporateActions.instrumentId, ids),
        eq(corporateActions.kind, 'dividend'),
        gte(corporateActions.exDate, from),
        lte(corporateActions.exDate, to),
      ),
    );
  return {
    list: rows.flatMap((row) =>
      row.dividend
        ? [
            {
              exchange: row.exchange,
              symbol: row.symbol,
              exDate: row.exDate,
              amountPaise: row.dividend,
            },
          ]
        : [],
    ),
    demo: rows.some((row) => row.isDemo),
  };
}

async function sipsOf(
  orm: Orm,
  investorSub: string,
  from: Day,
  to: Day,
): Promise<{ list: SipInput[]; demo: boolean }> {
  const rows = rowsOf<{
    basket_id: string;
    basket_name: string;
    goal_name: string | null;
    amount: number | string;
    day: number;
    active: boolean;
    started_on: string;
    demo: boolean;
    taken: string[] | null;
  }>(
    await orm.execute(sql`
      SELECT s.basket_id::text AS basket_id, b.name AS basket_name,
             (SELECT g.name FROM goals g WHERE g.basket_id = b.basket_id
               ORDER BY g.created_at LIMIT 1) AS goal_name,
             s.amount, s.day, s.active, s.started_on::text AS started_on, s.demo,
             (SELECT array_agg(r.month ORDER BY r.month) FROM sip_runs r
               WHERE r.basket_id = s.basket_id AND r.investment_id IS NOT NULL
                 AND r.due_on BETWEEN ${from}::date AND ${to}::date) AS taken
      FROM basket_sips s JOIN baskets b ON b.basket_id = s.basket_id
      WHERE b.investor_sub = ${investorSub}
      ORDER BY b.name, s.basket_id`),
  );
  return {
    list: rows.map((row) => ({
      basketId: row.basket_id,
      basketName: row.basket_name,
      goalName: row.goal_name,
      amountPaise: Number(row.amount),
      day: Number(row.day),
      active: row.active,
      startedOn: row.started_on,
      takenMonths: row.taken ?? [],
    })),
    demo: rows.some((row) => row.demo),
  };
}

type Names = Map<string, string | null>;

async function goalsOf(orm: Orm, subs: string[], names?: Names) {
  if (subs.length === 0) return { list: [] as GoalInput[], demo: false };
  const rows = await orm
    .select({
      goalId: goals.goalId,
      investorSub: goals.investorSub,
      name: goals.name,
      createdOn: goals.createdOn,
      targetDate: goals.targetDate,
      demo: goals.demo,
    })
    .from(goals)
    .where(inArray(goals.investorSub, subs))
    .orderBy(asc(goals.createdAt));
  return {
    list: rows.map((row): GoalInput => ({
      goalId: row.goalId,
      name: row.name,
      createdOn: row.createdOn,
      targetDate: row.targetDate,
      ...(names && { investorSub: row.investorSub, investorName: names.get(row.investorSub) }),
    })),
    demo: rows.some((row) => row.demo),
  };
}

async function riskProfilesOf(
  orm: Orm,
  subs: string[],
  names?: Names,
): Promise<RiskProfileInput[]> {
  if (subs.length === 0) return [];
  const rows = await orm
    .selectDistinctOn([riskProfiles.investorSub], {
      investorSub: riskProfiles.investorSub,
      takenAt: riskProfiles.takenAt,
    })
    .from(riskProfiles)
    .where(inArray(riskProfiles.investorSub, subs))
    .orderBy(riskProfiles.investorSub, desc(riskProfiles.id));
  return rows.map((row) => ({
    takenOn: istDay(row.takenAt),
    ...(names && { investorSub: row.investorSub, investorName: names.get(row.investorSub) }),
  }));
}

/** The insurance module's policies (migration 0023), read here for their premium dates. */
async function policiesOf(orm: Orm, subs: string[], names?: Names) {
  if (subs.length === 0) return { list: [] as PolicyInput[], demo: false };
  const rows = rowsOf<{
    policy_id: string;
    investor_sub: string;
    kind: string;
    insurer: string;
    premium: number | string;
    frequency: PremiumFrequency;
    start_date: string | null;
    renewal_date: string | null;
    is_demo: boolean;
  }>(
    await orm.execute(sql`
      SELECT policy_id::text AS policy_id, investor_sub, kind, insurer, premium, frequency,
             start_date::text AS start_date, renewal_date::text AS renewal_date, is_demo
      FROM insurance_policies
      WHERE investor_sub IN (${sql.join(
        subs.map((sub) => sql`${sub}`),
        sql`, `,
      )})
      ORDER BY created_at, policy_id`),
  );
  return {
    list: rows.map((row): PolicyInput => ({
      policyId: row.policy_id,
      kind: row.kind,
      insurer: row.insurer,
      premiumPaise: Number(row.premium),
      frequency: row.frequency,
      startDate: row.start_date,
      renewalDate: row.renewal_date,
      ...(names && { investorSub: row.investor_sub, investorName: names.get(row.investor_sub) }),
    })),
    demo: rows.some((row) => row.is_demo),
  };
}

/**
 * The user's meetings (either side) in the calendar's terms: the accepted ones at their time from
 * `from` to `to` (IST days), and each time still on the table, not passed at `now`, of those
 * waiting for an answer (tentative). Declined and cancelled meetings are left out.
 */
async function meetingsOnCalendar(
  orm: Orm,
  sub: string,
  viewer: 'investor' | 'advisor',
  range: { from: Day; to: Day; now: Date },
): Promise<{ list: MeetingInput[]; demo: boolean }> {
  const side = viewer === 'investor' ? meetings.investorSub : meetings.advisorSub;
  // A day's margin each side: the IST day is checked by the events module.
  const lower = new Date(Date.parse(`${range.from}T00:00:00Z`) - 86_400_000);
  const upper = new Date(Date.parse(`${range.to}T00:00:00Z`) + 2 * 86_400_000);
  const rows = await orm
    .select()
    .from(meetings)
    .where(
      and(
        eq(side, sub),
        or(
          and(
            eq(meetings.status, 'accepted'),
            gte(meetings.startAt, lower),
            lte(meetings.startAt, upper),
          ),
          and(
            eq(meetings.status, 'proposed'),
            sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${meetings.slots}) AS slot
                        WHERE slot::timestamptz > ${range.now.toISOString()}::timestamptz)`,
          ),
        ),
      ),
    )
    .orderBy(asc(meetings.createdAt), asc(meetings.meetingId));
  const names = await namesOf(
    orm,
    rows.map((row) => (viewer === 'investor' ? row.advisorSub : row.investorSub)),
  );
  const list = rows.flatMap((row): MeetingInput[] => {
    const base = {
      meetingId: row.meetingId,
      title: row.title,
      durationMinutes: row.durationMinutes,
      withName: names.get(viewer === 'investor' ? row.advisorSub : row.investorSub) ?? null,
      location: row.location,
      note: row.note,
      ...(viewer === 'advisor' && { investorSub: row.investorSub }),
    };
    if (row.status === 'accepted') return [{ ...base, start: row.startAt! }];
    return row.slots.flatMap((slot, index) => {
      const start = new Date(slot);
      if (start <= range.now || start < lower || start > upper) return [];
      const proposal = { index, count: row.slots.length, proposedBy: row.proposedBy };
      return [{ ...base, start, proposal }];
    });
  });
  const shown = new Set(list.map((meeting) => meeting.meetingId));
  return { list, demo: rows.some((row) => row.isDemo && shown.has(row.meetingId)) };
}

/** An investor's own calendar: their stocks, SIPs, goals, risk profile, premiums, meetings. */
export async function investorSources(
  orm: Orm,
  investor: { sub: string; advisorSub: string | null },
  from: Day,
  to: Day,
  now: Date,
): Promise<CalendarSources> {
  const stocks = await instrumentsOf(orm, investor.sub);
  const dividends = await dividendsOf(orm, stocks.ids, from, to);
  const sips = await sipsOf(orm, investor.sub, from, to);
  const ownGoals = await goalsOf(orm, [investor.sub]);
  const profiles = await riskProfilesOf(orm, [investor.sub]);
  const policies = await policiesOf(orm, [investor.sub]);
  const ownMeetings = await meetingsOnCalendar(orm, investor.sub, 'investor', { from, to, now });
  const settings = investor.advisorSub ? await ruleSettingsOf(orm, investor.advisorSub) : null;
  return {
    reviewPeriodMonths: settings?.reviewPeriodMonths ?? 12,
    instruments: stocks.list,
    dividends: dividends.list,
    sips: sips.list,
    goals: ownGoals.list,
    riskProfiles: profiles,
    policies: policies.list,
    meetings: ownMeetings.list,
    demo: [dividends, sips, ownGoals, policies, ownMeetings].some((part) => part.demo),
  };
}

/** An adviser's calendar: meetings, and their clients' reviews, renewals and premiums. */
export async function advisorSources(
  orm: Orm,
  advisorSub: string,
  from: Day,
  to: Day,
  now: Date,
): Promise<CalendarSources> {
  const clients = await clientsOf(orm, advisorSub);
  const names: Names = new Map(clients.map((client) => [client.sub, client.name]));
  const subs = clients.map((client) => client.sub);
  const clientGoals = await goalsOf(orm, subs, names);
  const profiles = await riskProfilesOf(orm, subs, names);
  const policies = await policiesOf(orm, subs, names);
  const ownMeetings = await meetingsOnCalendar(orm, advisorSub, 'advisor', { from, to, now });
  const settings = await ruleSettingsOf(orm, advisorSub);
  const crm = await crmSourcesOf(orm, advisorSub, from, to);
  return {
    reviewPeriodMonths: settings.reviewPeriodMonths,
    goals: clientGoals.list,
    riskProfiles: profiles,
    policies: policies.list,
    meetings: ownMeetings.list,
    followUps: crm.followUps,
    tasks: crm.tasks,
    contactDates: crm.contactDates,
    demo: [clientGoals, policies, ownMeetings, crm].some((part) => part.demo),
  };
}

// ---------------------------------------------------------------------------------------------
// Meetings.

/** Display names of users (null for one without a name, or erased). */
export async function namesOf(orm: Orm, subs: readonly string[]): Promise<Names> {
  const unique = [...new Set(subs)];
  if (unique.length === 0) return new Map();
  const rows = await orm
    .select({ sub: userProfiles.sub, name: userProfiles.name, email: userProfiles.email })
    .from(userProfiles)
    .where(inArray(userProfiles.sub, unique));
  return new Map(rows.map((row) => [row.sub, row.name ?? row.email ?? null]));
}

export async function insertMeeting(tx: Orm, row: MeetingRow): Promise<boolean> {
  const made = await tx
    .insert(meetings)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: meetings.meetingId });
  return made.length > 0;
}

/** The meeting locked for a change, when the user is one of its two sides; else undefined. */
export async function meetingForUpdate(
  tx: Orm,
  meetingId: string,
  sub: string,
): Promise<MeetingRow | undefined> {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.meetingId, meetingId),
        or(eq(meetings.advisorSub, sub), eq(meetings.investorSub, sub)),
      ),
    )
    .for('update');
  return row;
}

export async function updateMeeting(
  tx: Orm,
  meetingId: string,
  change: Partial<Omit<MeetingRow, 'meetingId' | 'advisorSub' | 'investorSub' | 'createdAt'>>,
): Promise<MeetingRow> {
  const [row] = await tx
    .update(meetings)
    .set(change)
    .where(eq(meetings.meetingId, meetingId))
    .returning();
  if (!row) throw new Error(`No meeting ${meetingId} to change`);
  return row;
}

/** The user's meetings (either side), latest change first. */
export async function meetingsOf(orm: Orm, sub: string): Promise<MeetingRow[]> {
  return orm
    .select()
    .from(meetings)
    .where(or(eq(meetings.advisorSub, sub), eq(meetings.investorSub, sub)))
    .orderBy(desc(meetings.updatedAt), asc(meetings.meetingId))
    .limit(500);
}

export async function meetingById(orm: Orm, meetingId: string): Promise<MeetingRow | undefined> {
  const [row] = await orm.select().from(meetings).where(eq(meetings.meetingId, meetingId));
  return row;
}

// ---------------------------------------------------------------------------------------------
// Subscription feeds.

export async function liveFeedOf(orm: Orm, sub: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await orm
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.ownerSub, sub), isNull(calendarFeeds.revokedAt)));
  return row;
}

/** Revokes the user's live feed; true when there was one. */
export async function revokeFeeds(tx: Orm, sub: string, now: Date): Promise<boolean> {
  const revoked = await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.ownerSub, sub), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.feedId });
  return revoked.length > 0;
}

export async function insertFeed(tx: Orm, row: CalendarFeedRow): Promise<void> {
  await tx.insert(calendarFeeds).values(row);
}

/** The owner of a live feed by its token's hash. */
export async function feedOwnerOf(orm: Orm, tokenSha256: string) {
  const [row] = await orm
    .select({ profile: userProfiles })
    .from(calendarFeeds)
    .innerJoin(userProfiles, eq(userProfiles.sub, calendarFeeds.ownerSub))
    .where(and(eq(calendarFeeds.tokenSha256, tokenSha256), isNull(calendarFeeds.revokedAt)));
  return row?.profile;
}

/** Account erasure: the user's feeds, and the meetings they were a side of, reminders too. */
export async function eraseCalendarOf(tx: Orm, sub: string): Promise<void> {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.ownerSub, sub));
  await tx.delete(meetings).where(or(eq(meetings.investorSub, sub), eq(meetings.advisorSub, sub)));
}
