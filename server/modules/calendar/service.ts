import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CALENDAR_RANGE_MAX_DAYS,
  type CalendarEvents,
  type CalendarFeedCreated,
  type CalendarFeedRevoked,
  type CalendarFeedState,
  type CalendarRangeQuery,
  type Meeting,
  type MeetingList,
  type MeetingParty,
  type MeetingResponse,
  type ProposeMeeting,
} from '../../../src/features/calendar/model/contract';
import {
  addDays,
  addMonths,
  calendarEvents,
  istDay,
  istIso,
  type Day,
} from '../../../src/features/calendar/model/events';
import { roleOf } from '../../auth/permissions';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import type { Profile } from '../../services/profiles';
import { TRACKS } from '../../services/tracks';
import { ownClientsAmong } from '../suggestions/store';
import { addNotification } from '../notifications/store';
import { meetingTimeText, scheduleReminders } from './reminders';
import {
  advisorSources,
  feedOwnerOf,
  holidaysBetween,
  insertFeed,
  insertMeeting,
  investorSources,
  liveFeedOf,
  meetingById,
  meetingForUpdate,
  meetingsOf,
  namesOf,
  revokeFeeds,
  updateMeeting,
} from './store';
import type { MeetingRow } from './tables';

// The calendar's rules (issue 18, Deliver 1): the events of a range for either role, the
// meeting between an adviser and a client (propose, accept, suggest other times, decline,
// cancel), and the private subscription feed. The event dates themselves are the pure
// src/features/calendar/model/events.ts's.

const partyOf = (caller: Profile): MeetingParty =>
  roleOf(caller.userType) === 'A' ? 'advisor' : 'investor';

// ---------------------------------------------------------------------------------------------
// Events

/** The range asked for, with the defaults: this month and the next two (IST). */
export function rangeOf(query: CalendarRangeQuery, now: Date): { from: Day; to: Day } {
  const monthStart = `${istDay(now).slice(0, 7)}-01`;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(addMonths(query.from, 3), -1) };
  if (query.to) return { from: addDays(addMonths(query.to, -3), 1), to: query.to };
  return { from: monthStart, to: addDays(addMonths(monthStart, 3), -1) };
}

/** The feed's and the download's default range: the last 3 months and the next 12. */
export function feedRangeOf(now: Date): { from: Day; to: Day } {
  const today = istDay(now);
  return { from: addMonths(today, -3), to: addMonths(today, 12) };
}

export function checkRange(range: { from: Day; to: Day }): void {
  const days =
    Math.round(
      (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000,
    ) + 1;
  if (days > CALENDAR_RANGE_MAX_DAYS) {
    const detail = `At most ${CALENDAR_RANGE_MAX_DAYS} days at a time`;
    throw new ApiError(400, 'invalid_input', detail, {}, [
      { in: 'query', field: 'to', pointer: '#/to', detail },
    ]);
  }
}

/** The user's events from `from` to `to`: an investor's own, or an adviser's with clients'. */
export async function eventsFor(
  orm: Orm,
  user: Profile,
  range: { from: Day; to: Day },
  now: Date,
): Promise<CalendarEvents> {
  const viewer = partyOf(user);
  const sources =
    viewer === 'advisor'
      ? await advisorSources(orm, user.sub, range.from, range.to, now)
      : await investorSources(orm, user, range.from, range.to, now);
  const { demo, ...inputs } = sources;
  const events = calendarEvents({
    ...inputs,
    viewer,
    from: range.from,
    to: range.to,
    holidays: holidaysBetween(range.from, range.to),
  });
  return { events, asOf: istIso(now), demo };
}

// ---------------------------------------------------------------------------------------------
// Meetings

function meetingAnswer(row: MeetingRow, names: Map<string, string | null>): Meeting {
  return {
    meetingId: row.meetingId,
    advisor: { sub: row.advisorSub, name: names.get(row.advisorSub) ?? null },
    investor: { sub: row.investorSub, name: names.get(row.investorSub) ?? null },
    title: row.title,
    durationMinutes: row.durationMinutes,
    slots: row.slots.map((slot) => istIso(new Date(slot))),
    proposedBy: row.proposedBy,
    status: row.status,
    start: row.startAt ? istIso(row.startAt) : null,
    location: row.location,
    note: row.note,
    isDemo: row.isDemo,
    createdAt: istIso(row.createdAt),
    updatedAt: istIso(row.updatedAt),
  };
}

async function answerOf(orm: Orm, row: MeetingRow): Promise<Meeting> {
  return meetingAnswer(row, await namesOf(orm, [row.advisorSub, row.investorSub]));
}

export async function meetingList(orm: Orm, user: Profile, now: Date): Promise<MeetingList> {
  const rows = await meetingsOf(orm, user.sub);
  const names = await namesOf(
    orm,
    rows.flatMap((row) => [row.advisorSub, row.investorSub]),
  );
  return { meetings: rows.map((row) => meetingAnswer(row, names)), asOf: istIso(now) };
}

const bodyError = (field: string, detail: string): FieldError => ({
  in: 'body',
  field,
  pointer: `#/${field.replaceAll('.', '/')}`,
  detail,
});

/** Times must be ahead of now: each past one is a 422 naming it. */
function checkFuture(slots: readonly string[], now: Date, field = 'slots'): void {
  const past = slots.flatMap((slot, index) => (Date.parse(slot) <= now.getTime() ? [index] : []));
  if (past.length === 0) return;
  const detail = 'This time has passed: choose a later one';
  throw new ApiError(
    422,
    'slot_in_past',
    past.length === 1 && field !== 'slots'
      ? 'The time has passed: choose a later one'
      : `${past.length === 1 ? 'A time has' : 'Some times have'} passed: choose later ones`,
    {},
    past.map((index) => bodyError(field === 'slots' ? `slots.${index}` : field, detail)),
  );
}

/** Stored as UTC ISO text, compared by instant. */
const normalised = (slots: readonly string[]) => slots.map((slot) => new Date(slot).toISOString());

const cleanText = (text: string | null | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/** POST /api/calendar/meetings: the adviser proposes 1 to 3 times to a client. */
export async function proposeMeeting(
  tx: Orm,
  advisor: Profile,
  body: ProposeMeeting,
  now: Date,
): Promise<Meeting> {
  const own = await ownClientsAmong(tx, advisor.sub, [body.investorSub]);
  if (!own.has(body.investorSub)) {
    const detail = 'Not one of your clients: choose from your clients';
    throw new ApiError(422, 'not_your_client', detail, {}, [bodyError('investorSub', detail)]);
  }
  checkFuture(body.slots, now);
  const row: MeetingRow = {
    meetingId: body.meetingId,
    advisorSub: advisor.sub,
    investorSub: body.investorSub,
    title: body.title,
    durationMinutes: body.durationMinutes,
    slots: normalised(body.slots),
    proposedBy: 'advisor',
    status: 'proposed',
    startAt: null,
    location: cleanText(body.location),
    note: cleanText(body.note),
    isDemo: false,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await insertMeeting(tx, row))) {
    const detail = 'A meeting with this id exists already';
    throw new ApiError(409, 'meeting_exists', detail, {}, [bodyError('meetingId', detail)]);
  }
  const names = await namesOf(tx, [advisor.sub, body.investorSub]);
  await addNotification(tx, {
    recipientSub: body.investorSub,
    kind: 'meeting',
    title: `${names.get(advisor.sub) ?? 'Your adviser'} proposed a meeting: ${row.title}`,
    body: `Choose one of ${row.slots.length === 1 ? 'the time' : `${row.slots.length} times`} (${row.slots.map((slot) => meetingTimeText(new Date(slot))).join('; ')}), suggest others, or decline.`,
    link: '/investor/calendar',
    at: now,
  });
  return meetingAnswer(row, names);
}

const notFound = () => new ApiError(404, 'not_found', 'No such meeting among yours');

function conflict(code: string, detail: string): ApiError {
  return new ApiError(409, code, detail);
}

/** What the action did, for the audit log and the other side's notification. */
export interface MeetingChange {
  meeting: Meeting;
  action: string;
  /** The investor the meeting is with (the audit entry's subject). */
  investorSub: string;
}

/**
 * POST /api/calendar/meetings/{meetingId}/respond. The side that did not propose the times on
 * the table accepts one or suggests others; the investor may decline; either side may cancel a
 * meeting still proposed or accepted. Not a side of it: 404.
 */
export async function respondToMeeting(
  tx: Orm,
  user: Profile,
  meetingId: string,
  response: MeetingResponse,
  now: Date,
): Promise<MeetingChange> {
  const row = await meetingForUpdate(tx, meetingId, user.sub);
  if (!row) throw notFound();
  const party = partyOf(user);
  const open = row.status === 'proposed';
  const theirTurn = open && row.proposedBy !== party;
  let change: Partial<MeetingRow>;
  let action: string;
  switch (response.action) {
    case 'accept': {
      if (!open)
        throw conflict('meeting_closed', `The meeting is ${row.status}: nothing to accept`);
      if (!theirTurn) {
        throw conflict('not_your_turn', 'You proposed these times: the other side chooses one');
      }
      const chosen = new Date(response.slot);
      if (!row.slots.some((slot) => Date.parse(slot) === chosen.getTime())) {
        const detail = 'Not one of the times proposed: choose one of them, or suggest others';
        throw new ApiError(422, 'slot_not_offered', detail, {}, [bodyError('slot', detail)]);
      }
      checkFuture([response.slot], now, 'slot');
      change = { status: 'accepted', startAt: chosen };
      action = `Accepted the meeting ${row.title} at ${meetingTimeText(chosen)}`;
      break;
    }
    case 'suggest': {
      if (!open) {
        throw conflict('meeting_closed', `The meeting is ${row.status}: propose a new one`);
      }
      if (!theirTurn) {
        throw conflict(
          'not_your_turn',
          'Your times are with the other side already: wait for their answer, or cancel',
        );
      }
      checkFuture(response.slots, now);
      change = {
        slots: normalised(response.slots),
        proposedBy: party,
        ...(response.note !== undefined && { note: cleanText(response.note) }),
      };
      action = `Suggested other times for the meeting ${row.title}`;
      break;
    }
    case 'decline': {
      if (party !== 'investor') {
        throw conflict('not_allowed', 'An adviser cancels a meeting rather than declining it');
      }
      if (!open) throw conflict('meeting_closed', `The meeting is ${row.status} already`);
      change = {
        status: 'declined',
        ...(response.note !== undefined && { note: cleanText(response.note) }),
      };
      action = `Declined the meeting ${row.title}`;
      break;
    }
    case 'cancel': {
      if (row.status !== 'proposed' && row.status !== 'accepted') {
        throw conflict('meeting_closed', `The meeting is ${row.status} already`);
      }
      change = {
        status: 'cancelled',
        ...(response.note !== undefined && { note: cleanText(response.note) }),
      };
      action = `Cancelled the meeting ${row.title}`;
      break;
    }
  }
  const updated = await updateMeeting(tx, row.meetingId, { ...change, updatedAt: now });
  if (updated.status === 'accepted') await scheduleReminders(tx, updated, now);
  const names = await namesOf(tx, [row.advisorSub, row.investorSub]);
  const other = party === 'advisor' ? row.investorSub : row.advisorSub;
  const otherLink = party === 'advisor' ? '/investor/calendar' : '/advisor/calendar';
  const who = names.get(user.sub) ?? (party === 'advisor' ? 'Your adviser' : 'Your client');
  const told: Record<MeetingResponse['action'], string> = {
    accept: `${who} accepted ${updated.startAt ? meetingTimeText(updated.startAt) : ''}`,
    suggest: `${who} suggested other times`,
    decline: `${who} declined`,
    cancel: `${who} cancelled`,
  };
  await addNotification(tx, {
    recipientSub: other,
    kind: 'meeting',
    title: `${told[response.action]}: ${row.title}`,
    body:
      response.action === 'suggest'
        ? `Choose one of: ${updated.slots.map((slot) => meetingTimeText(new Date(slot))).join('; ')}.`
        : response.action === 'accept'
          ? `The meeting is on: ${updated.durationMinutes} minutes. You will be reminded the day before and an hour before.`
          : 'The meeting is off.',
    link: otherLink,
    at: now,
  });
  return {
    meeting: meetingAnswer(updated, names),
    action,
    investorSub: row.investorSub,
  };
}

/** A meeting the user is a side of (tests, the demo). */
export async function meetingOf(orm: Orm, user: Profile, meetingId: string): Promise<Meeting> {
  const row = await meetingById(orm, meetingId);
  if (!row || (row.advisorSub !== user.sub && row.investorSub !== user.sub)) throw notFound();
  return answerOf(orm, row);
}

// ---------------------------------------------------------------------------------------------
// The subscription feed

export const FEED_PATH = '/api/calendar.ics';

export const tokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export async function feedState(orm: Orm, user: Profile): Promise<CalendarFeedState> {
  const live = await liveFeedOf(orm, user.sub);
  return { active: live !== undefined, url: null, createdAt: live ? istIso(live.createdAt) : null };
}

/** POST /api/calendar/feed: a new secret token (32 random bytes); the old one stops working. */
export async function createFeed(tx: Orm, user: Profile, now: Date): Promise<CalendarFeedCreated> {
  await revokeFeeds(tx, user.sub, now);
  const token = randomBytes(32).toString('base64url');
  await insertFeed(tx, {
    feedId: randomUUID(),
    ownerSub: user.sub,
    tokenSha256: tokenHash(token),
    createdAt: now,
    revokedAt: null,
  });
  return {
    active: true,
    url: `${FEED_PATH}?token=${token}`,
    token,
    createdAt: istIso(now),
  };
}

export async function revokeFeed(tx: Orm, user: Profile, now: Date): Promise<CalendarFeedRevoked> {
  return { active: false, revoked: await revokeFeeds(tx, user.sub, now) };
}

/** The owner of a live feed token, or 404: unknown, revoked, or an account that cannot sign in. */
export async function feedOwner(orm: Orm, token: string): Promise<Profile> {
  const owner = await feedOwnerOf(orm, tokenHash(token));
  if (!owner || owner.erasedAt || owner.track === TRACKS.frozen) {
    throw new ApiError(404, 'not_found', 'No such calendar: the address was revoked or is wrong');
  }
  return owner;
}
