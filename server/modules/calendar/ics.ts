import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalTemporalInstantStub,
  type ICalTemporalPlainDateStub,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import {
  CALENDAR_EVENT_KIND_LABELS,
  type CalendarEvent,
} from '../../../src/features/calendar/model/contract';

// The calendar as iCalendar (RFC 5545) text, made by ical-generator: the subscription feed
// (GET /api/calendar.ics?token=…) and the download (GET /api/calendar/export.ics). Times are in
// India Standard Time: TZID=Asia/Kolkata with its VTIMEZONE written out (IST is UTC+05:30 all
// year, with no daylight saving since 1945, so one STANDARD rule says it all). All-day events
// are DATE values, the IST day itself.

export const ICS_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = 330 * 60_000;

/** RFC 5545 3.6.5: the zone every TZID of the file names. */
export const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_ZONE}`,
  `X-LIC-LOCATION:${ICS_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19450101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

// ical-generator writes a plain Date in the process's own zone when a TZID is set; these
// Temporal-shaped values give it the wall clock of a fixed-offset zone whatever TZ the server
// runs in (only IST and UTC are ever asked for).
const OFFSETS: Record<string, number> = { [ICS_ZONE]: IST_OFFSET_MS, UTC: 0 };

function instantOf(ms: number): ICalTemporalInstantStub {
  const text = new Date(ms).toISOString();
  return {
    epochMilliseconds: ms,
    toJSON: () => text,
    toString: () => text,
    toZonedDateTimeISO: (zone) => zonedOf(ms, zone),
  };
}

function plainDateTimeOf(ms: number, zone: string): ICalTemporalPlainDateTimeStub {
  const wall = new Date(ms + (OFFSETS[zone] ?? 0));
  const text = wall.toISOString().slice(0, 19);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    toJSON: () => text,
    toString: () => text,
    toPlainDate: () => plainDateOf(text.slice(0, 10)),
    toZonedDateTime: (other) => zonedOf(ms, other),
  };
}

function zonedOf(ms: number, zone: string): ICalTemporalZonedDateTimeStub {
  if (!(zone in OFFSETS)) throw new Error(`The calendar writes ${ICS_ZONE} or UTC, not ${zone}`);
  const plain = plainDateTimeOf(ms, zone);
  const offset = zone === 'UTC' ? '+00:00' : '+05:30';
  const text = `${plain.toString()}${offset}[${zone}]`;
  return {
    year: plain.year,
    month: plain.month,
    day: plain.day,
    hour: plain.hour,
    minute: plain.minute,
    second: plain.second,
    timeZoneId: zone,
    toInstant: () => instantOf(ms),
    toJSON: () => text,
    toString: () => text,
    toPlainDateTime: () => plain,
    withTimeZone: (other) => zonedOf(ms, other),
  };
}

function plainDateOf(day: string): ICalTemporalPlainDateStub & { toPlainDateTime(): unknown } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return {
    year,
    month,
    day: date,
    toJSON: () => day,
    toString: () => day,
    toPlainDateTime: () => plainDateTimeOf(Date.UTC(year, month - 1, date), 'UTC'),
  };
}

export interface IcsOptions {
  /** The calendar's name in the app that shows it. */
  name: string;
  /** DTSTAMP of every event: when the file was made. */
  now: Date;
  /** The app's origin, for each event's URL; none: no URLs. */
  origin?: string;
}

/** The events as one VCALENDAR. */
export function calendarIcs(events: readonly CalendarEvent[], options: IcsOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Nivesh', product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would then write DTSTAMP in it, and RFC 5545 wants
    // UTC there. Each timed event names Asia/Kolkata, whose VTIMEZONE the generator adds once.
    timezone: { name: null, generator: (zone) => (zone === ICS_ZONE ? KOLKATA_VTIMEZONE : null) },
    ttl: 60 * 60,
    x: [['X-WR-TIMEZONE', ICS_ZONE]],
  });
  for (const event of events) {
    const kind = CALENDAR_EVENT_KIND_LABELS[event.kind];
    const timed = !event.allDay && event.start !== null;
    const start = timed
      ? zonedOf(Date.parse(event.start!), ICS_ZONE)
      : (plainDateOf(event.date) as unknown as ICalTemporalPlainDateStub);
    calendar.createEvent({
      id: `${event.id}@nivesh`,
      start,
      ...(timed && event.end !== null && { end: zonedOf(Date.parse(event.end), ICS_ZONE) }),
      allDay: !timed,
      timezone: timed ? ICS_ZONE : null,
      stamp: options.now,
      // A meeting is CONFIRMED once accepted; each time still proposed is TENTATIVE (RFC 5545
      // 3.8.1.11), so a phone calendar can show it as a hold rather than a booking.
      ...(event.kind === 'meeting' && {
        status: event.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      }),
      summary: event.title,
      description: [event.detail, `(${kind})`].filter(Boolean).join('\n'),
      categories: [{ name: kind }],
      ...(options.origin && event.link && { url: new URL(event.link, options.origin).toString() }),
    });
  }
  // RFC 5545 3.4: the last line ends with CRLF too; ical-generator leaves it off.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
