import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';

/**
 * The calendar's API shapes (issue 18, Deliver 1), shared by the server, which validates and
 * documents with them (server/modules/calendar/schema.ts), and the client, which parses its
 * answers with them. Days are YYYY-MM-DD, times ISO 8601 with an offset; India Standard Time
 * (Asia/Kolkata) is the reference zone.
 *
 * Paths:
 * - GET /api/calendar/events?from&to (both roles; at most 400 days): the events computed from
 *   the caller's data (an investor's own; an adviser's meetings and their clients' reviews,
 *   renewals and premiums, each with the client's sub; and from the CRM (issue 17) their leads'
 *   follow-ups, open tasks' due days and contacts' important dates) and the NSE trading holidays.
 *   Meetings: accepted ones at their time, and the times still proposed (not yet passed) of
 *   those waiting for an answer, marked `tentative`; declined and cancelled ones never.
 * - GET /api/calendar/meetings: the caller's meetings (adviser: with any client; investor: with
 *   their adviser).
 * - POST /api/calendar/meetings (adviser, Idempotency-Key): propose 1 to 3 times to a client,
 *   201; the id is the client's, so a replay from the outbox makes one meeting.
 * - POST /api/calendar/meetings/{meetingId}/respond (Idempotency-Key): accept one of the slots
 *   the other side proposed, suggest other slots, decline, or cancel. Not the caller's meeting:
 *   404.
 * - GET /api/calendar/feed: the private subscription's state; POST makes a new secret token
 *   (the old one stops working); DELETE revokes it. Only a SHA-256 of the token is stored, so
 *   the url is shown once, in the answer of POST.
 * - GET /api/calendar.ics?token= (no sign-in; an unknown or revoked token: 404) and
 *   GET /api/calendar/export.ics?from&to (signed in): text/calendar.
 */

export const CALENDAR_EVENT_KINDS = [
  'dividend',
  'results',
  'sip',
  'goal_review',
  'risk_profile_renewal',
  'insurance_premium',
  'meeting',
  'holiday',
  'crm_follow_up',
  'crm_task',
  'crm_date',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];
export const CALENDAR_EVENT_KIND_LABELS: Record<CalendarEventKind, string> = {
  dividend: 'Dividend',
  results: 'Results due',
  sip: 'SIP instalment',
  goal_review: 'Goal review',
  risk_profile_renewal: 'Risk profile renewal',
  insurance_premium: 'Insurance premium',
  meeting: 'Meeting',
  holiday: 'Market holiday',
  crm_follow_up: 'Lead follow-up',
  crm_task: 'Task due',
  crm_date: 'Important date',
};

/** The longest range GET /api/calendar/events and the export answer, in days (both ends in). */
export const CALENDAR_RANGE_MAX_DAYS = 400;
export const MEETING_SLOTS_MAX = 3;
export const MEETING_TITLE_MAX = 120;
export const MEETING_TEXT_MAX = 500;
export const MEETING_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();

export const calendarEventSchema = z.object({
  /** Stable across answers: the kind and the source record (e.g. `dividend:NSE:TCS:2025-06-12`). */
  id: z.string(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  title: z.string(),
  /** The day in India Standard Time. */
  date: day,
  /** Timed events (meetings): start and end; null for all-day events. */
  start: z.nullable(instant),
  end: z.nullable(instant),
  allDay: z.boolean(),
  /**
   * A meeting's time proposed and not accepted yet (one event for each time on the table, until
   * one is accepted; iCalendar STATUS:TENTATIVE). Absent for everything else.
   */
  tentative: z.optional(z.boolean()),
  /** One or two plain sentences (amount, record date, how a date was computed). */
  detail: z.nullable(z.string()),
  /** Adviser's view: the client the event is about. */
  investorSub: z.optional(z.string()),
  /** The app route that opens the event's source (e.g. `/stocks/NSE/TCS`), or null. */
  link: z.nullable(z.string()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * `from` and `to`, both optional: without them the current month and the two after it (in
 * IST); with one, three months from or up to it. At most CALENDAR_RANGE_MAX_DAYS days.
 */
export const calendarRangeQuerySchema = z
  .strictObject(
    {
      from: z.optional(z.iso.date({ error: 'The first day as YYYY-MM-DD' })),
      to: z.optional(z.iso.date({ error: 'The last day as YYYY-MM-DD' })),
    },
    strictError,
  )
  .check(
    z.refine((range) => !range.from || !range.to || range.from <= range.to, {
      error: 'The last day is on or after the first',
      path: ['to'],
    }),
    z.refine(
      (range) =>
        !range.from || !range.to || daysBetween(range.from, range.to) < CALENDAR_RANGE_MAX_DAYS,
      { error: `At most ${CALENDAR_RANGE_MAX_DAYS} days at a time`, path: ['to'] },
    ),
  );
export type CalendarRangeQuery = z.infer<typeof calendarRangeQuerySchema>;

export const calendarEventsSchema = z.object({
  events: z.array(calendarEventSchema),
  /** When the answer was computed. */
  asOf: instant,
  /** True when any event comes from demo data. */
  demo: z.boolean(),
});
export type CalendarEvents = z.infer<typeof calendarEventsSchema>;

export const MEETING_STATUSES = ['proposed', 'accepted', 'declined', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_PARTIES = ['advisor', 'investor'] as const;
export type MeetingParty = (typeof MEETING_PARTIES)[number];

const slotSchema = z.iso.datetime({
  offset: true,
  error: 'A time as ISO 8601 with its offset, e.g. 2025-07-01T10:30:00+05:30',
});
const slotsSchema = z.array(slotSchema, { error: 'Give 1 to 3 times' }).check(
  z.minLength(1, 'Give at least one time'),
  z.maxLength(MEETING_SLOTS_MAX, `At most ${MEETING_SLOTS_MAX} times`),
  z.refine(
    (list) => new Set(list.map((slot) => Date.parse(slot))).size === list.length,
    'Each time once',
  ),
);

const optionalText = z.optional(
  z.nullable(
    z
      .string()
      .check(z.trim(), z.maxLength(MEETING_TEXT_MAX, `At most ${MEETING_TEXT_MAX} characters`)),
  ),
);

export const proposeMeetingSchema = z.strictObject(
  {
    /** Made by the client, so a proposal replayed from the outbox makes one meeting. */
    meetingId: z.uuid({ error: 'Expected an id (a UUID)' }),
    investorSub: z
      .string({ error: 'Choose a client' })
      .check(z.minLength(1, 'Choose a client'), z.maxLength(200, 'Choose a client')),
    title: z
      .string({ error: 'Give the meeting a title' })
      .check(
        z.trim(),
        z.minLength(1, 'Give the meeting a title'),
        z.maxLength(MEETING_TITLE_MAX, `At most ${MEETING_TITLE_MAX} characters`),
      ),
    durationMinutes: z
      .int({ error: 'The length in minutes' })
      .check(
        z.refine(
          (minutes) => (MEETING_DURATIONS as readonly number[]).includes(minutes),
          `One of ${MEETING_DURATIONS.join(', ')} minutes`,
        ),
      ),
    slots: slotsSchema,
    location: optionalText,
    note: optionalText,
  },
  strictError,
);
export type ProposeMeeting = z.infer<typeof proposeMeetingSchema>;

export const meetingResponseSchema = z.discriminatedUnion(
  'action',
  [
    /** One of the times the other side proposed. */
    z.strictObject({ action: z.literal('accept'), slot: slotSchema }, strictError),
    /** Other times instead; the other side then accepts one of them (or suggests again). */
    z.strictObject(
      { action: z.literal('suggest'), slots: slotsSchema, note: optionalText },
      strictError,
    ),
    z.strictObject({ action: z.literal('decline'), note: optionalText }, strictError),
    /** Either side calls off a proposed or accepted meeting. */
    z.strictObject({ action: z.literal('cancel'), note: optionalText }, strictError),
  ],
  { error: 'The action is accept, suggest, decline or cancel' },
);
export type MeetingResponse = z.infer<typeof meetingResponseSchema>;

const partySchema = z.object({ sub: z.string(), name: z.nullable(z.string()) });

export const meetingSchema = z.object({
  meetingId: z.string(),
  advisor: partySchema,
  investor: partySchema,
  title: z.string(),
  durationMinutes: z.int(),
  /** The times on the table, proposed by `proposedBy`; the other side accepts one. */
  slots: z.array(instant),
  proposedBy: z.enum(MEETING_PARTIES),
  status: z.enum(MEETING_STATUSES),
  /** The accepted time; null until accepted. */
  start: z.nullable(instant),
  location: z.nullable(z.string()),
  note: z.nullable(z.string()),
  isDemo: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingListSchema = z.object({
  meetings: z.array(meetingSchema),
  asOf: instant,
});
export type MeetingList = z.infer<typeof meetingListSchema>;

export const meetingIdParamSchema = z.strictObject(
  { meetingId: z.uuid({ error: 'Expected a meeting id (a UUID)' }) },
  strictError,
);

/** GET /api/calendar/feed: whether a subscription is live (its url is shown once, at POST). */
export const calendarFeedStateSchema = z.object({
  active: z.boolean(),
  /** Always null here: only a SHA-256 of the token is kept, so the url cannot be shown again. */
  url: z.nullable(z.string()),
  createdAt: z.nullable(instant),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/**
 * POST /api/calendar/feed: the new secret url (the old one stops working). `url` is the path
 * (`/api/calendar.ics?token=…`: the write path does not know the origin it was called on);
 * resolve it against the API's origin with `feedAddress(url, origin)` before showing it.
 */
export const calendarFeedCreatedSchema = z.object({
  active: z.literal(true),
  url: z.string(),
  token: z.string(),
  createdAt: instant,
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

export const calendarFeedRevokedSchema = z.object({
  active: z.literal(false),
  revoked: z.boolean(),
});
export type CalendarFeedRevoked = z.infer<typeof calendarFeedRevokedSchema>;

export const calendarFeedQuerySchema = z.strictObject(
  {
    token: z
      .string({ error: 'The subscription token' })
      .check(z.minLength(20, 'The subscription token'), z.maxLength(200, 'The subscription token')),
  },
  strictError,
);

/** The subscription's absolute address: `url` as the server gave it, resolved against `origin`. */
export const feedAddress = (url: string, origin: string): string => new URL(url, origin).toString();
