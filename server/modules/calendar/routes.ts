import { z } from 'zod';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { calendarIcs } from './ics';
import {
  calendarEventsAnswer,
  feedCreatedAnswer,
  feedRevokedAnswer,
  feedStateAnswer,
  meetingAnswer,
  meetingListAnswer,
  meetingProposeBody,
  meetingRespondBody,
} from './schema';
import {
  checkRange,
  createFeed,
  eventsFor,
  feedOwner,
  feedRangeOf,
  feedState,
  meetingList,
  proposeMeeting,
  rangeOf,
  respondToMeeting,
  revokeFeed,
} from './service';
import type { Profile } from '../../services/profiles';
import type { ApiDeps } from '../../api/route';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';

const TAG = 'Calendar';
const now = () => new Date();

const day = (what: string) =>
  z.iso
    .date({ error: `${what} as YYYY-MM-DD` })
    .optional()
    .meta({ description: `${what} (YYYY-MM-DD, IST), both ends included` });

const rangeQuery = z
  .object({ from: day('The first day'), to: day('The last day') })
  .strict()
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: 'The last day is on or after the first',
    path: ['to'],
  });

const meetingParam = z.object({
  meetingId: z.uuid({ error: 'A meeting id is a UUID' }).meta({ description: 'The meeting’s id' }),
});

const feedQuery = z.object({
  token: z
    .string({ error: 'The subscription token' })
    .min(20, 'The subscription token')
    .max(200, 'The subscription token')
    .meta({ description: 'The secret token of the subscription address' }),
});

const ICS_TYPES = ['text/calendar'] as const;

async function icsAnswer(
  c: Context<AppEnv>,
  deps: ApiDeps,
  user: Profile,
  range: { from: string; to: string },
  name: string,
  fileName: string,
): Promise<Response> {
  const at = now();
  const { events } = await eventsFor(deps.db.orm, user, range, at);
  const text = calendarIcs(events, { name, now: at, origin: new URL(c.req.url).origin });
  return new Response(text, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

const MEETING_PROBLEMS = {
  409:
    'The meeting is no longer open (`meeting_closed`), it is the other side’s turn ' +
    '(`not_your_turn`), an adviser declining rather than cancelling (`not_allowed`), or the id ' +
    'is taken (`meeting_exists`)',
  422:
    'A time that has passed (`slot_in_past`), a time not proposed (`slot_not_offered`), or a ' +
    'client who is not the adviser’s (`not_your_client`)',
} as const;

/**
 * The calendar (issue 18, Deliver 1): the events computed from each user's data, meetings
 * between an adviser and a client with their reminders, and iCalendar export and subscription.
 */
export const calendarRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/calendar/events',
    operationId: 'getCalendarEvents',
    summary: 'The calendar’s events of a range: the investor’s own, or the adviser’s and clients’',
    description:
      'Investor: dividends (ex-date = record date under T+1) and results due (SEBI LODR Reg. 33: ' +
      '45 days after a quarter, 60 after March) of stocks held or watched, SIP instalments, goal ' +
      'reviews, the risk-profile renewal, insurance premiums, meetings. Adviser: meetings and ' +
      'each client’s goal reviews, risk-profile renewals and premiums (with `investorSub`). Both: ' +
      'NSE trading holidays. Meetings: accepted ones, and each time still proposed (not passed) ' +
      'as `tentative`. Without `from` and `to`: this month and the next two; at most 400 days.',
    tag: TAG,
    access: ['I', 'A'],
    query: rangeQuery,
    response: { description: 'The events by date', schema: calendarEventsAnswer },
    handler: ({ caller, query, deps }) => {
      const at = now();
      const range = rangeOf(query, at);
      checkRange(range);
      return eventsFor(deps.db.orm, caller, range, at);
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/calendar/meetings',
    operationId: 'listMeetings',
    summary:
      'The caller’s meetings (an adviser’s with any client, an investor’s with their adviser)',
    tag: TAG,
    access: ['I', 'A'],
    response: { description: 'Meetings, latest change first', schema: meetingListAnswer },
    handler: ({ caller, deps }) => meetingList(deps.db.orm, caller, now()),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/calendar/meetings',
    operationId: 'proposeMeeting',
    summary: 'The adviser proposes 1 to 3 times for a meeting with a client',
    description:
      'The id is made by the client, so a proposal replayed from a device’s outbox makes one ' +
      'meeting. The client is told in the app, and accepts a time, suggests others or declines.',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: meetingProposeBody,
    problems: MEETING_PROBLEMS,
    response: { status: 201, description: 'The meeting, proposed', schema: meetingAnswer },
    handler: async ({ caller, body, tx }) => {
      const meeting = await proposeMeeting(tx, caller, body, now());
      return {
        status: 201,
        body: meeting,
        audit: {
          entity: 'meeting',
          entityId: meeting.meetingId,
          subject: meeting.investor.sub,
          action: `Proposed the meeting ${meeting.title}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/calendar/meetings/:meetingId/respond',
    operationId: 'respondToMeeting',
    summary: 'Accepts a proposed time, suggests others, declines or cancels a meeting',
    description:
      'The side that did not propose the times on the table accepts one (reminders follow the ' +
      'day before and an hour before) or suggests others; the investor may decline; either side ' +
      'may cancel. Another user’s meeting is 404.',
    tag: TAG,
    access: ['I', 'A'],
    owner: 'self',
    idempotency: 'required',
    params: meetingParam,
    body: meetingRespondBody,
    problems: { 404: 'No such meeting among yours', ...MEETING_PROBLEMS },
    response: { status: 200, description: 'The meeting as it is now', schema: meetingAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const change = await respondToMeeting(tx, caller, params.meetingId, body, now());
      return {
        status: 200,
        body: change.meeting,
        audit: {
          entity: 'meeting',
          entityId: change.meeting.meetingId,
          subject: change.investorSub,
          action: change.action,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/calendar/feed',
    operationId: 'getCalendarFeed',
    summary: 'Whether the caller’s private subscription address is live (never the address)',
    tag: TAG,
    access: ['I', 'A'],
    response: { description: 'The subscription’s state', schema: feedStateAnswer },
    handler: ({ caller, deps }) => feedState(deps.db.orm, caller),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/calendar/feed',
    operationId: 'createCalendarFeed',
    summary: 'A new private subscription address; the old one stops working',
    description:
      'The answer holds the secret address once: the server keeps only a SHA-256 of its token. ' +
      '`url` is a path (`/api/calendar.ics?token=…`) to resolve against the API’s origin.',
    tag: TAG,
    access: ['I', 'A'],
    idempotency: 'required',
    response: { status: 201, description: 'The new address', schema: feedCreatedAnswer },
    handler: async ({ caller, tx }) => ({
      status: 201,
      body: await createFeed(tx, caller, now()),
      audit: { entity: 'calendar_feed', entityId: null, action: 'Made a new calendar address' },
    }),
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/calendar/feed',
    operationId: 'revokeCalendarFeed',
    summary: 'Revokes the private subscription address (it answers 404 from now on)',
    tag: TAG,
    access: ['I', 'A'],
    idempotency: 'required',
    response: { status: 200, description: 'Revoked', schema: feedRevokedAnswer },
    handler: async ({ caller, tx }) => ({
      status: 200,
      body: await revokeFeed(tx, caller, now()),
      audit: { entity: 'calendar_feed', entityId: null, action: 'Revoked the calendar address' },
    }),
  }),
  readRoute({
    method: 'GET',
    path: '/api/calendar.ics',
    operationId: 'getCalendarSubscription',
    summary: 'The private subscription as iCalendar: the last 3 months and the next 12',
    description:
      'For phone and desktop calendars (“subscribe from URL”): no sign-in, the secret token in ' +
      'the address is the key. An unknown or revoked token is 404. Times in Asia/Kolkata.',
    tag: TAG,
    access: 'guest',
    query: feedQuery,
    problems: { 404: 'No such calendar: an unknown or revoked token' },
    response: { description: 'text/calendar (RFC 5545)', schema: z.unknown(), file: ICS_TYPES },
    handler: async ({ query, deps, c }) => {
      const owner = await feedOwner(deps.db.orm, query.token);
      return icsAnswer(c, deps, owner, feedRangeOf(now()), 'Nivesh', 'nivesh-calendar.ics');
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/calendar/export.ics',
    operationId: 'exportCalendar',
    summary: 'The caller’s calendar of a range as an iCalendar file to download',
    description: 'Without `from` and `to`: the last 3 months and the next 12; at most 400 days.',
    tag: TAG,
    access: ['I', 'A'],
    query: rangeQuery,
    response: { description: 'nivesh-calendar.ics', schema: z.unknown(), file: ICS_TYPES },
    handler: ({ caller, query, deps, c }) => {
      const range = query.from || query.to ? rangeOf(query, now()) : feedRangeOf(now());
      if (query.from || query.to) checkRange(range);
      return icsAnswer(c, deps, caller, range, 'Nivesh', 'nivesh-calendar.ics');
    },
  }),
];
