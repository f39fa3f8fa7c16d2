import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateActions, instruments, userProfiles } from '../../../server/db/schema';
import type { Orm } from '../../../server/db/database';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { seedBasketsDemo } from '../../../server/modules/baskets/demo-seed';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import {
  DEMO_ACCEPTED_MEETING_ID,
  DEMO_PROPOSED_MEETING_ID,
  seedCalendarDemo,
} from '../../../server/modules/calendar/demo-seed';
import { reminderSent, sendReminder } from '../../../server/modules/calendar/reminders';
import { calendarFeeds, meetings } from '../../../server/modules/calendar/tables';
import { seedGoalsDemo } from '../../../server/modules/goals/demo-seed';
import { seedInsuranceDemo } from '../../../server/modules/insurance/demo-seed';
import { notifications } from '../../../server/modules/notifications/tables';
import { positionsOf } from '../../../server/modules/orders/ledger';
import { seedPortfolioDemo } from '../../../server/modules/portfolio/demo-seed';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import { seedWatchlistsDemo } from '../../../server/modules/watchlists/demo-seed';
import {
  calendarEventsSchema,
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
  meetingListSchema,
  meetingSchema,
  type CalendarEvent,
  type Meeting,
  type ProposeMeeting,
} from '../../../src/features/calendar/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import type { DemoEmail } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// The calendar over HTTP on the real server and database (issue 18, Deliver 1): the events of
// both roles from the owning modules' data, a meeting proposed, answered and accepted with its
// reminders, another user's meeting 404, and the subscription feed's token made, rotated and
// revoked with only its hash stored.

const ARCHIVE = { ...SMALL, symbols: 50, days: 120 };
const ADVISER = 'advisor@example.com';
const INVESTOR = 'investor@example.com';
const sub = (email: DemoEmail) => demoSubOf(email);

let world: DemoWorld;

beforeAll(async () => {
  world = await startDemoWorld(ARCHIVE, [
    seedRiskProfileDemo,
    seedBrokerDemo,
    seedPortfolioDemo,
    seedWatchlistsDemo,
    seedBasketsDemo,
    seedGoalsDemo,
    seedInsuranceDemo,
    seedCalendarDemo,
    // Twice: the seed is idempotent.
    seedCalendarDemo,
  ]);
}, 180_000);

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const get = (path: string, email: DemoEmail) => world.app.call('GET', path, as(email));
const eventsOf = async (email: DemoEmail, query: string) =>
  calendarEventsSchema.parse(await json(await get(`/api/calendar/events?${query}`, email), 200));
const ahead = (days: number, hour = 10) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hour - 5, 30, 0, 0);
  return at.toISOString().replace('.000Z', 'Z');
};
/** The IST day `days` from today. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const proposal = (over: Partial<ProposeMeeting> = {}): ProposeMeeting => ({
  meetingId: randomUUID(),
  investorSub: sub(INVESTOR),
  title: 'Portfolio review',
  durationMinutes: 30,
  slots: [ahead(5), ahead(6, 15)],
  location: 'Video call',
  note: null,
  ...over,
});
const respond = (email: DemoEmail, meetingId: string, body: unknown) =>
  write(world.app, email, 'POST', `/api/calendar/meetings/${meetingId}/respond`, body);
const noticesOf = async (email: DemoEmail) =>
  world.db.orm
    .select()
    .from(notifications)
    .where(eq(notifications.recipientSub, sub(email)));
const reminderJobs = async (meetingId: string) =>
  (
    (await world.db.orm.execute(sql`
      SELECT payload, (extract(epoch FROM run_at) * 1000)::float8 AS run_ms FROM jobs
      WHERE topic = 'calendar.meeting-reminder' AND subscriber IS NULL
        AND payload->>'meetingId' = ${meetingId}
      ORDER BY run_ms`)) as {
      rows: { payload: { which: string; start: string }; run_ms: number }[];
    }
  ).rows;

describe('the demo meetings', () => {
  it('are seeded once: a proposal to investor@ and sunita@’s accepted meeting, labelled demo', async () => {
    const rows = await world.db.orm.select().from(meetings);
    const proposed = rows.find((row) => row.meetingId === DEMO_PROPOSED_MEETING_ID)!;
    const accepted = rows.find((row) => row.meetingId === DEMO_ACCEPTED_MEETING_ID)!;
    expect(rows.filter((row) => row.isDemo)).toHaveLength(2);
    expect(proposed).toMatchObject({
      advisorSub: sub(ADVISER),
      investorSub: sub(INVESTOR),
      status: 'proposed',
      proposedBy: 'advisor',
      isDemo: true,
    });
    expect(proposed.slots).toHaveLength(3);
    for (const slot of proposed.slots) expect(Date.parse(slot)).toBeGreaterThan(Date.now());
    expect(accepted).toMatchObject({
      investorSub: sub('sunita@example.com'),
      status: 'accepted',
      isDemo: true,
    });
    expect(accepted.title).toContain('(demo)');
    // Its reminders wait on the job queue, each once however often the seed runs.
    const jobs = await reminderJobs(DEMO_ACCEPTED_MEETING_ID);
    expect(jobs.map((job) => job.payload.which)).toEqual(['day', 'hour']);
    expect(Number(jobs[1]!.run_ms)).toBe(accepted.startAt!.getTime() - 3_600_000);
  });

  it('shows in both sides’ lists with the names of both', async () => {
    const own = meetingListSchema.parse(
      await json(await get('/api/calendar/meetings', INVESTOR), 200),
    );
    expect(own.meetings.map((meeting) => meeting.meetingId)).toEqual([DEMO_PROPOSED_MEETING_ID]);
    expect(own.meetings[0]!.advisor.name).toBe('Priya Mehta');
    const adviser = meetingListSchema.parse(
      await json(await get('/api/calendar/meetings', ADVISER), 200),
    );
    expect(adviser.meetings.map((meeting) => meeting.meetingId).sort()).toEqual(
      [DEMO_PROPOSED_MEETING_ID, DEMO_ACCEPTED_MEETING_ID].sort(),
    );
    // Another adviser and their client see none of them.
    for (const email of ['advisor2@example.com', 'neha@example.com'] as const) {
      const list = meetingListSchema.parse(
        await json(await get('/api/calendar/meetings', email), 200),
      );
      expect(list.meetings).toEqual([]);
    }
  });
});

describe('an investor’s events', () => {
  let held: { instrumentId: number; symbol: string; quantity: number };
  let exDate: string;

  beforeAll(async () => {
    const positions = await positionsOf(world.db.orm, sub(INVESTOR));
    const open = [...positions.values()].filter((position) => position.quantity > 0);
    expect(open.length).toBeGreaterThan(0);
    held = open[0]!;
    // A dividend of a held stock on a day the archive has (a test fixture, not demo data).
    exDate = ARCHIVE.endDate!;
    await world.db.orm
      .insert(corporateActions)
      .values({
        instrumentId: held.instrumentId,
        exDate,
        kind: 'dividend',
        sharesBefore: 1,
        sharesAfter: 1,
        dividend: 1_250,
        priceFactor: 0.99,
        isDemo: true,
      })
      .onConflictDoNothing();
  });

  it('has the dividend of a held stock, with its record date and the holding’s amount', async () => {
    const { events, demo } = await eventsOf(INVESTOR, `from=2026-06-01&to=2026-06-30`);
    const [dividend] = await world.db.orm
      .select({ amount: corporateActions.dividend })
      .from(corporateActions)
      .where(
        and(
          eq(corporateActions.instrumentId, held.instrumentId),
          eq(corporateActions.exDate, exDate),
          eq(corporateActions.kind, 'dividend'),
        ),
      );
    const event = events.find((one) => one.id === `dividend:NSE:${held.symbol}:${exDate}`);
    expect(event).toMatchObject({ kind: 'dividend', date: exDate, allDay: true });
    expect(event!.title).toContain(held.symbol);
    expect(event!.detail).toContain('the same day under T+1 settlement');
    expect(event!.detail).toContain(`You hold ${held.quantity} share`);
    expect(event!.link).toBe(`/stocks/exchange/NSE/symbol/${held.symbol}`);
    expect(dividend!.amount).toBeGreaterThan(0);
    expect(demo).toBe(true);
  });

  it('has results due, SIPs, goal reviews, premiums, the meeting-free holidays, and nothing of others', async () => {
    const { events } = await eventsOf(INVESTOR, 'from=2026-08-01&to=2027-07-31');
    const kinds = new Set(events.map((event) => event.kind));
    for (const kind of ['results', 'sip', 'goal_review', 'insurance_premium', 'holiday'] as const) {
      expect(kinds, kind).toContain(kind);
    }
    const results = events.filter((event) => event.kind === 'results');
    expect(new Set(results.map((event) => event.date))).toEqual(
      new Set(['2026-08-14', '2026-11-14', '2027-02-14', '2027-05-30']),
    );
    expect(results.some((event) => event.title === `${held.symbol} results due by`)).toBe(true);
    // Premiums are the investor's own policies (the insurance module's table).
    const premiums = events.filter((event) => event.kind === 'insurance_premium');
    const policies = (
      (await world.db.orm.execute(
        sql`SELECT policy_id::text AS id FROM insurance_policies WHERE investor_sub = ${sub(INVESTOR)}`,
      )) as { rows: { id: string }[] }
    ).rows.map((row) => row.id);
    for (const premium of premiums) {
      expect(policies).toContain(premium.id.split(':')[1]);
    }
    expect(events.every((event) => event.investorSub === undefined)).toBe(true);
    // Their own days: holidays are NSE's weekdays shut.
    expect(events.filter((event) => event.kind === 'holiday').map((event) => event.date)).toContain(
      '2026-11-24',
    );
  });

  it('answers this month and the next two without a range', async () => {
    const { events } = await eventsOf(INVESTOR, '');
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    for (const event of events) expect(event.date >= `${today.slice(0, 7)}-01`).toBe(true);
  });
});

describe('an adviser’s events', () => {
  it('are meetings and their clients’ reviews, renewals and premiums, each with whose', async () => {
    const { events } = await eventsOf(ADVISER, 'from=2026-06-01&to=2027-06-30');
    const clients = (
      await world.db.orm
        .select({ sub: userProfiles.sub })
        .from(userProfiles)
        .where(eq(userProfiles.advisorSub, sub(ADVISER)))
    ).map((row) => row.sub);
    const own = events.filter((event) => event.kind !== 'holiday' && event.kind !== 'meeting');
    expect(own.length).toBeGreaterThan(0);
    for (const event of own) {
      expect(clients).toContain(event.investorSub);
      expect(['goal_review', 'risk_profile_renewal', 'insurance_premium']).toContain(event.kind);
    }
    expect(events.some((event) => event.kind === 'dividend' || event.kind === 'sip')).toBe(false);
    expect(events.some((event) => event.investorSub === sub('neha@example.com'))).toBe(false);
    expect(new Set(own.map((event) => event.investorSub))).toContain(sub('sunita@example.com'));
  });

  it('include the accepted meeting, timed in IST, for the adviser and the client', async () => {
    const [row] = await world.db.orm
      .select()
      .from(meetings)
      .where(eq(meetings.meetingId, DEMO_ACCEPTED_MEETING_ID));
    const day = new Date(row!.startAt!.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    for (const email of [ADVISER, 'sunita@example.com'] as const) {
      const { events } = await eventsOf(email, `from=${day}&to=${day}`);
      const meeting = events.find((event) => event.id === `meeting:${DEMO_ACCEPTED_MEETING_ID}`);
      expect(meeting, email).toMatchObject({ kind: 'meeting', allDay: false, date: day });
      expect(meeting!.start).toMatch(/\+05:30$/);
      expect(Date.parse(meeting!.start!)).toBe(row!.startAt!.getTime());
      expect(Date.parse(meeting!.end!) - Date.parse(meeting!.start!)).toBe(30 * 60_000);
      expect(meeting!.investorSub).toBe(email === ADVISER ? sub('sunita@example.com') : undefined);
    }
    // Not on another adviser's calendar.
    const other = await eventsOf('advisor2@example.com', `from=${day}&to=${day}`);
    expect(other.events.filter((event) => event.kind === 'meeting')).toEqual([]);
  });
});

describe('the events range', () => {
  it.each([
    ['from=2026-07-01&to=2026-06-01', 'to'],
    ['from=2026-01-01&to=2027-03-01', 'to'],
    ['from=2026-13-01&to=2026-12-31', 'from'],
    ['from=2026-01-01&until=2026-02-01', ''],
  ])('refuses %s (400 naming %s)', async (query, field) => {
    const body = await expectErrorBody(await get(`/api/calendar/events?${query}`, INVESTOR), 400);
    if (field) expect(JSON.stringify(body.errors)).toContain(`"field":"${field}"`);
  });

  it('is 403 to a frozen account, and 401 without a token', async () => {
    await expectErrorBody(
      await get('/api/calendar/events', 'frozen@example.com'),
      403,
      'account_frozen',
    );
    await expectErrorBody(await world.app.call('GET', '/api/calendar/events'), 401);
  });
});

describe('a meeting', () => {
  it('is proposed, answered with other times, and accepted, with reminders and notices', async () => {
    const body = proposal();
    const key = randomUUID();
    const proposed = meetingSchema.parse(
      await json(await write(world.app, ADVISER, 'POST', '/api/calendar/meetings', body, key), 201),
    );
    expect(proposed).toMatchObject({
      meetingId: body.meetingId,
      status: 'proposed',
      proposedBy: 'advisor',
      start: null,
      investor: { sub: sub(INVESTOR), name: 'Aarav Sharma' },
      advisor: { sub: sub(ADVISER), name: 'Priya Mehta' },
    });
    expect(proposed.slots.map(Date.parse)).toEqual(body.slots.map(Date.parse));
    // A replay of the same request is the same answer and one meeting.
    const replay = await write(world.app, ADVISER, 'POST', '/api/calendar/meetings', body, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json(replay, 201)).toEqual(proposed);
    await expectErrorBody(
      await write(world.app, ADVISER, 'POST', '/api/calendar/meetings', body),
      409,
      'meeting_exists',
    );
    expect((await noticesOf(INVESTOR)).some((notice) => notice.title.includes(body.title))).toBe(
      true,
    );

    // The adviser cannot accept her own times; the investor suggests others.
    await expectErrorBody(
      await respond(ADVISER, body.meetingId, { action: 'accept', slot: body.slots[0] }),
      409,
      'not_your_turn',
    );
    const other = [ahead(8, 11), ahead(9, 12)];
    const suggested = meetingSchema.parse(
      await json(
        await respond(INVESTOR, body.meetingId, { action: 'suggest', slots: other, note: 'Later' }),
        200,
      ),
    );
    expect(suggested).toMatchObject({ status: 'proposed', proposedBy: 'investor', note: 'Later' });
    // Now the investor waits; the adviser's old times are off the table.
    await expectErrorBody(
      await respond(INVESTOR, body.meetingId, { action: 'accept', slot: other[0] }),
      409,
      'not_your_turn',
    );
    await expectErrorBody(
      await respond(ADVISER, body.meetingId, { action: 'accept', slot: body.slots[0] }),
      422,
      'slot_not_offered',
    );
    const accepted = meetingSchema.parse(
      await json(await respond(ADVISER, body.meetingId, { action: 'accept', slot: other[1] }), 200),
    );
    expect(accepted.status).toBe('accepted');
    expect(Date.parse(accepted.start!)).toBe(Date.parse(other[1]!));
    expect(accepted.start).toMatch(/\+05:30$/);

    const jobs = await reminderJobs(body.meetingId);
    expect(jobs.map((job) => [job.payload.which, Number(job.run_ms)])).toEqual([
      ['day', Date.parse(other[1]!) - 86_400_000],
      ['hour', Date.parse(other[1]!) - 3_600_000],
    ]);
    expect((await noticesOf(INVESTOR)).some((notice) => notice.title.includes('accepted'))).toBe(
      true,
    );

    // Accepted: no more answers but a cancel; either side may cancel.
    await expectErrorBody(
      await respond(INVESTOR, body.meetingId, { action: 'suggest', slots: [ahead(10)] }),
      409,
      'meeting_closed',
    );
    const cancelled = await json<Meeting>(
      await respond(INVESTOR, body.meetingId, { action: 'cancel' }),
      200,
    );
    expect(cancelled.status).toBe('cancelled');
    const audit = (
      (await world.db.orm.execute(sql`
        SELECT action, subject_sub FROM audit_log WHERE entity = 'meeting' AND entity_id = ${body.meetingId}
        ORDER BY id`)) as { rows: { action: string; subject_sub: string }[] }
    ).rows;
    expect(audit.map((row) => row.subject_sub)).toEqual(Array(4).fill(sub(INVESTOR)));
    expect(audit[0]!.action).toBe('Proposed the meeting Portfolio review');
  });

  it('may be declined by the investor, never by the adviser', async () => {
    const body = proposal();
    await json(await write(world.app, ADVISER, 'POST', '/api/calendar/meetings', body), 201);
    await expectErrorBody(
      await respond(ADVISER, body.meetingId, { action: 'decline' }),
      409,
      'not_allowed',
    );
    const declined = await json<Meeting>(
      await respond(INVESTOR, body.meetingId, { action: 'decline', note: 'Travelling' }),
      200,
    );
    expect(declined).toMatchObject({ status: 'declined', note: 'Travelling' });
    await expectErrorBody(
      await respond(INVESTOR, body.meetingId, { action: 'accept', slot: body.slots[0] }),
      409,
      'meeting_closed',
    );
  });

  it('is 404 to anyone not on it: another investor, another adviser', async () => {
    const body = proposal();
    await json(await write(world.app, ADVISER, 'POST', '/api/calendar/meetings', body), 201);
    for (const email of [
      'neha@example.com',
      'sunita@example.com',
      'advisor2@example.com',
    ] as const) {
      await expectErrorBody(
        await respond(email, body.meetingId, { action: 'accept', slot: body.slots[0] }),
        404,
        'not_found',
      );
    }
    await expectErrorBody(await respond(INVESTOR, randomUUID(), { action: 'decline' }), 404);
    const [row] = await world.db.orm
      .select()
      .from(meetings)
      .where(eq(meetings.meetingId, body.meetingId));
    expect(row!.status).toBe('proposed');
  });

  it('is proposed by an adviser to their own client only', async () => {
    await expectErrorBody(
      await write(
        world.app,
        ADVISER,
        'POST',
        '/api/calendar/meetings',
        proposal({ investorSub: sub('neha@example.com') }),
      ),
      422,
      'not_your_client',
    );
    await expectErrorBody(
      await write(world.app, INVESTOR, 'POST', '/api/calendar/meetings', proposal()),
      403,
      'forbidden',
    );
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['four times', { slots: [ahead(2), ahead(3), ahead(4), ahead(5)] }, 400, 'slots'],
    ['no time', { slots: [] }, 400, 'slots'],
    ['a time twice', { slots: [ahead(2), ahead(2)] }, 400, 'slots'],
    ['a time without its offset', { slots: ['2030-01-01T10:00:00'] }, 400, 'slots.0'],
    ['a past time', { slots: [ahead(3), '2020-01-01T10:00:00+05:30'] }, 422, 'slots.1'],
    ['an odd length', { durationMinutes: 37 }, 400, 'durationMinutes'],
    ['an empty title', { title: '  ' }, 400, 'title'],
    ['an unknown field', { colour: 'red' }, 400, ''],
    ['an id that is no UUID', { meetingId: 'm-1' }, 400, 'meetingId'],
  ])('refuses a proposal with %s', async (_name, over, status, field) => {
    const response = await write(world.app, ADVISER, 'POST', '/api/calendar/meetings', {
      ...proposal(),
      ...over,
    });
    const body = await expectErrorBody(response, status);
    if (field) expect(JSON.stringify(body.errors)).toContain(`"field":"${field}"`);
  });

  it('refuses an unknown action or a malformed answer', async () => {
    for (const answer of [
      { action: 'maybe' },
      { action: 'accept' },
      { action: 'suggest', slots: [] },
    ]) {
      await expectErrorBody(await respond(INVESTOR, DEMO_PROPOSED_MEETING_ID, answer), 400);
    }
  });
});

describe('meeting reminders', () => {
  it('notify both sides once, and not for a meeting moved or cancelled', async () => {
    const body = proposal({ slots: [ahead(4, 16)] });
    await json(await write(world.app, ADVISER, 'POST', '/api/calendar/meetings', body), 201);
    await json(
      await respond(INVESTOR, body.meetingId, { action: 'accept', slot: body.slots[0] }),
      200,
    );
    const start = new Date(body.slots[0]!).toISOString();
    const dayBefore = new Date(Date.parse(start) - 86_400_000);
    const send = (which: 'day' | 'hour', at: Date, when = start) =>
      world.db.orm.transaction((tx: Orm) =>
        sendReminder(tx, { meetingId: body.meetingId, which, start: when }, at),
      );
    const before = (await noticesOf(INVESTOR)).length;
    expect(await send('day', dayBefore)).toBe(true);
    // Run again (a retried job, or a second process): nothing more.
    expect(await send('day', dayBefore)).toBe(false);
    expect(await reminderSent(world.db.orm, body.meetingId, 'day')).toBe(true);
    const investorNotices = await noticesOf(INVESTOR);
    expect(investorNotices.length).toBe(before + 1);
    const reminder = investorNotices.find(
      (notice) => notice.kind === 'meeting-reminder' && notice.title === `Tomorrow: ${body.title}`,
    );
    expect(reminder?.body).toContain('IST');
    expect(reminder?.body).toContain('Priya Mehta');
    expect(
      (await noticesOf(ADVISER)).some(
        (notice) =>
          notice.kind === 'meeting-reminder' && notice.title === `Tomorrow: ${body.title}`,
      ),
    ).toBe(true);
    // A reminder for another time (a moved meeting) or after it began is not sent.
    expect(await send('hour', dayBefore, new Date(Date.parse(start) + 60_000).toISOString())).toBe(
      false,
    );
    expect(await send('hour', new Date(Date.parse(start) + 60_000))).toBe(false);
    await json(await respond(ADVISER, body.meetingId, { action: 'cancel' }), 200);
    expect(await send('hour', new Date(Date.parse(start) - 3_600_000))).toBe(false);
  });
});

describe('proposed meetings on the calendar', () => {
  const days = (from: number, to: number) => `from=${dayAhead(from)}&to=${dayAhead(to)}`;
  const tentativeOf = (events: CalendarEvent[], meetingId: string) =>
    events.filter((event) => event.id.startsWith(`meeting:${meetingId}:proposed:`));

  it('shows each time still proposed to both sides as tentative, until one is accepted', async () => {
    const [demo] = await world.db.orm
      .select()
      .from(meetings)
      .where(eq(meetings.meetingId, DEMO_PROPOSED_MEETING_ID));
    for (const email of [INVESTOR, ADVISER] as const) {
      const { events } = await eventsOf(email, days(0, 14));
      const shown = tentativeOf(events, DEMO_PROPOSED_MEETING_ID);
      expect(
        shown.map((event) => Date.parse(event.start!)),
        email,
      ).toEqual(demo!.slots.map((slot) => Date.parse(slot)));
      for (const event of shown) {
        expect(event).toMatchObject({ kind: 'meeting', allDay: false, tentative: true });
        expect(event.title).toMatch(/^Proposed: Half-yearly portfolio review \(demo\) with /);
        expect(Date.parse(event.end!) - Date.parse(event.start!)).toBe(45 * 60_000);
      }
      // The investor answers; the adviser who proposed waits.
      expect(shown[0]!.detail).toContain(
        email === INVESTOR
          ? 'Time 1 of 3 proposed: accept it, or suggest other times.'
          : 'Time 1 of 3 proposed: not on until Aarav Sharma accepts one.',
      );
    }
    // The accepted meeting is not tentative.
    const { events } = await eventsOf(ADVISER, days(0, 14));
    expect(
      events.find((event) => event.id === `meeting:${DEMO_ACCEPTED_MEETING_ID}`),
    ).not.toHaveProperty('tentative');
    // Nobody else's.
    for (const email of [
      'advisor2@example.com',
      'neha@example.com',
      'sunita@example.com',
    ] as const) {
      const other = await eventsOf(email, days(0, 14));
      expect(tentativeOf(other.events, DEMO_PROPOSED_MEETING_ID), email).toEqual([]);
    }
  });

  it('moves with other times suggested, becomes one confirmed event when accepted', async () => {
    const body = proposal({ slots: [ahead(5), ahead(6, 15)] });
    await json(await write(world.app, ADVISER, 'POST', '/api/calendar/meetings', body), 201);
    const first = tentativeOf((await eventsOf(INVESTOR, days(0, 14))).events, body.meetingId);
    expect(first.map((event) => Date.parse(event.start!))).toEqual(body.slots.map(Date.parse));

    const other = [ahead(8, 11)];
    await json(await respond(INVESTOR, body.meetingId, { action: 'suggest', slots: other }), 200);
    const moved = tentativeOf((await eventsOf(ADVISER, days(0, 14))).events, body.meetingId);
    expect(moved.map((event) => Date.parse(event.start!))).toEqual([Date.parse(other[0]!)]);
    expect(moved[0]!.detail).toContain('The time proposed: accept it, or suggest other times.');

    await json(await respond(ADVISER, body.meetingId, { action: 'accept', slot: other[0] }), 200);
    for (const email of [INVESTOR, ADVISER] as const) {
      const { events } = await eventsOf(email, days(0, 14));
      expect(tentativeOf(events, body.meetingId), email).toEqual([]);
      const confirmed = events.filter((event) => event.id === `meeting:${body.meetingId}`);
      expect(confirmed.map((event) => Date.parse(event.start!))).toEqual([Date.parse(other[0]!)]);
    }
  });

  it('drops declined and cancelled ones from the calendar', async () => {
    const declined = proposal();
    const cancelled = proposal();
    for (const body of [declined, cancelled]) {
      await json(await write(world.app, ADVISER, 'POST', '/api/calendar/meetings', body), 201);
    }
    await json(await respond(INVESTOR, declined.meetingId, { action: 'decline' }), 200);
    await json(await respond(ADVISER, cancelled.meetingId, { action: 'cancel' }), 200);
    for (const email of [INVESTOR, ADVISER] as const) {
      const { events } = await eventsOf(email, days(0, 14));
      for (const body of [declined, cancelled]) {
        expect(
          events.filter((event) => event.id.includes(body.meetingId)),
          email,
        ).toEqual([]);
      }
    }
  });

  it('is TENTATIVE in the iCalendar file, and an accepted meeting CONFIRMED', async () => {
    const response = await get(`/api/calendar/export.ics?${days(0, 14)}`, ADVISER);
    expect(response.status).toBe(200);
    const blocks = (await response.text())
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .slice(1);
    const statusOf = (uidStart: string) =>
      blocks
        .filter((block) => block.includes(`UID:${uidStart}`))
        .map((block) => /\r\nSTATUS:(\w+)/.exec(block)?.[1]);
    expect(statusOf(`meeting:${DEMO_PROPOSED_MEETING_ID}:proposed:`)).toEqual([
      'TENTATIVE',
      'TENTATIVE',
      'TENTATIVE',
    ]);
    expect(statusOf(`meeting:${DEMO_ACCEPTED_MEETING_ID}@`)).toEqual(['CONFIRMED']);
  });
});

describe('the subscription feed', () => {
  const ics = (token: string) => world.app.call('GET', `/api/calendar.ics?token=${token}`);
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');

  it('is made, read without sign-in, rotated and revoked; only a hash is stored', async () => {
    const before = calendarFeedStateSchema.parse(
      await json(await get('/api/calendar/feed', INVESTOR), 200),
    );
    expect(before).toEqual({ active: false, url: null, createdAt: null });

    const first = calendarFeedCreatedSchema.parse(
      await json(await write(world.app, INVESTOR, 'POST', '/api/calendar/feed'), 201),
    );
    expect(first.url).toBe(`/api/calendar.ics?token=${first.token}`);
    expect(first.token.length).toBeGreaterThanOrEqual(43);
    const rows = await world.db.orm
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.ownerSub, sub(INVESTOR)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenSha256).toBe(hash(first.token));
    expect(JSON.stringify(rows)).not.toContain(first.token);

    const state = calendarFeedStateSchema.parse(
      await json(await get('/api/calendar/feed', INVESTOR), 200),
    );
    expect(state).toMatchObject({ active: true, url: null });

    const response = await ics(first.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('X-WR-TIMEZONE:Asia/Kolkata');
    // The investor's own calendar: no adviser's client events.
    expect(text).not.toContain('Sunita');

    // Rotate: the old address stops working at once.
    const second = calendarFeedCreatedSchema.parse(
      await json(await write(world.app, INVESTOR, 'POST', '/api/calendar/feed'), 201),
    );
    expect(second.token).not.toBe(first.token);
    await expectErrorBody(await ics(first.token), 404, 'not_found');
    expect((await ics(second.token)).status).toBe(200);

    // Revoke: 404 from now on, and the state says so.
    const revoked = await json(
      await write(world.app, INVESTOR, 'DELETE', '/api/calendar/feed'),
      200,
    );
    expect(revoked).toEqual({ active: false, revoked: true });
    await expectErrorBody(await ics(second.token), 404, 'not_found');
    expect(await json(await get('/api/calendar/feed', INVESTOR), 200)).toMatchObject({
      active: false,
    });
    expect(
      await json(await write(world.app, INVESTOR, 'DELETE', '/api/calendar/feed'), 200),
    ).toEqual({ active: false, revoked: false });
  });

  it('answers 404 to an unknown token and 400 without one', async () => {
    await expectErrorBody(await ics('x'.repeat(43)), 404, 'not_found');
    await expectErrorBody(await world.app.call('GET', '/api/calendar.ics'), 400);
  });

  it('gives an adviser their own calendar with the clients’ events', async () => {
    const created = calendarFeedCreatedSchema.parse(
      await json(await write(world.app, ADVISER, 'POST', '/api/calendar/feed'), 201),
    );
    const text = await (await ics(created.token)).text();
    expect(text).toContain(`UID:meeting:${DEMO_ACCEPTED_MEETING_ID}@nivesh`);
    // Another adviser's token is theirs alone.
    const other = calendarFeedCreatedSchema.parse(
      await json(await write(world.app, 'advisor2@example.com', 'POST', '/api/calendar/feed'), 201),
    );
    expect(await (await ics(other.token)).text()).not.toContain(DEMO_ACCEPTED_MEETING_ID);
  });
});

describe('the download', () => {
  it('is the signed-in user’s calendar as an iCalendar attachment', async () => {
    const response = await get('/api/calendar/export.ics?from=2026-06-01&to=2026-06-30', INVESTOR);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toContain('nivesh-calendar.ics');
    const text = await response.text();
    expect(text).toContain('X-WR-TIMEZONE:Asia/Kolkata');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const events: CalendarEvent[] = (await eventsOf(INVESTOR, 'from=2026-06-01&to=2026-06-30'))
      .events;
    expect(text.match(/BEGIN:VEVENT/g)?.length ?? 0).toBe(events.length);
    await expectErrorBody(
      await get('/api/calendar/export.ics?from=2026-01-01&to=2027-12-31', INVESTOR),
      400,
    );
    await expectErrorBody(await world.app.call('GET', '/api/calendar/export.ics'), 401);
  });
});

describe('erasure', () => {
  it('is wired: the calendar’s rows of an account go with it', async () => {
    const { eraseCalendarOf } = await import('../../../server/modules/calendar/store');
    const target = sub('kyc@example.com');
    await world.db.orm.insert(calendarFeeds).values({
      feedId: randomUUID(),
      ownerSub: target,
      tokenSha256: hash64(),
      createdAt: new Date(),
      revokedAt: null,
    });
    await world.db.orm.transaction((tx: Orm) => eraseCalendarOf(tx, target));
    expect(
      await world.db.orm.select().from(calendarFeeds).where(eq(calendarFeeds.ownerSub, target)),
    ).toEqual([]);
    // The instruments table is untouched by it (a sanity check of the scope).
    expect((await world.db.orm.select().from(instruments).limit(1)).length).toBe(1);
  });
});

function hash64(): string {
  return createHash('sha256').update(randomUUID()).digest('hex');
}
