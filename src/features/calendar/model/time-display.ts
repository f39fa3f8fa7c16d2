import { IST_ZONE, istDayOf, type Day } from './calendar-dates';
import type { CalendarEvent } from './contract';
import { formatShortDay } from './day-labels';

// Times are written in IST, the calendar's reference zone; on a device set to another zone the
// same moment is also written in the device's time, so an adviser travelling abroad or an NRI
// investor knows when to join (issue 18: "Times in IST, shown in the user's zone when different").

/** The device's zone, or IST when the browser does not say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || IST_ZONE;
  } catch {
    return IST_ZONE;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, kind: 'time' | 'day' | 'zone' | 'offset'): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit', hour12: true }
        : kind === 'day'
          ? { weekday: 'short', day: 'numeric', month: 'short' }
          : kind === 'zone'
            ? { timeZoneName: 'short' }
            : { timeZoneName: 'longOffset' };
    found = new Intl.DateTimeFormat('en-IN', { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

const part = (format: Intl.DateTimeFormat, date: Date, type: Intl.DateTimeFormatPartTypes) =>
  format.formatToParts(date).find((piece) => piece.type === type)?.value ?? '';

/** The zone's offset from UTC at that moment, as "GMT+05:30" (or "GMT" for UTC). */
const offsetAt = (zone: string, date: Date) =>
  part(formatter(zone, 'offset'), date, 'timeZoneName');

/** Whether the zone's clock reads differently from IST at that moment (zone names aside). */
export const differsFromIst = (zone: string, date: Date): boolean =>
  offsetAt(zone, date) !== offsetAt(IST_ZONE, date);

/** "10:30 am". */
export const formatClock = (date: Date, zone: string = IST_ZONE): string =>
  formatter(zone, 'time').format(date);

/** The zone's short name at that moment: "IST", "GMT+1", "EDT". */
export function zoneName(zone: string, date: Date): string {
  if (zone === IST_ZONE) return 'IST';
  return part(formatter(zone, 'zone'), date, 'timeZoneName') || zone;
}

/** The day an instant falls on in a zone, as YYYY-MM-DD. */
function dayInZone(date: Date, zone: string): Day {
  if (zone === IST_ZONE) return istDayOf(date);
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return format.format(date);
}

export interface TimeText {
  /** In IST: "10:30 am – 11:00 am IST", or "All day". */
  ist: string;
  /** In the device's zone when it differs: "7:00 am – 7:30 am CEST your time"; else null. */
  local: string | null;
}

function span(start: Date, end: Date | null, zone: string, reference: Day): string {
  // The day is named when the moment falls on another day there than the event's IST day.
  const withDay = (date: Date) => {
    const clock = formatClock(date, zone);
    return dayInZone(date, zone) === reference
      ? clock
      : `${formatter(zone, 'day').format(date)}, ${clock}`;
  };
  const text = end ? `${withDay(start)} – ${withDay(end)}` : withDay(start);
  return `${text} ${zoneName(zone, start)}`;
}

/** An event's time in IST and, when the device's zone differs, in the device's time. */
export function eventTimeText(event: CalendarEvent, deviceZone: string): TimeText {
  if (event.allDay || !event.start) return { ist: 'All day', local: null };
  const start = new Date(event.start);
  const end = event.end ? new Date(event.end) : null;
  const ist = span(start, end, IST_ZONE, event.date);
  const local = differsFromIst(deviceZone, start)
    ? `${span(start, end, deviceZone, event.date)} your time`
    : null;
  return { ist, local };
}

/**
 * A proposed meeting time: "Tue, 15 Jul 2025, 10:30 am IST", and the device's time when it
 * differs: "(7:00 am CEST your time)", with the day when that is another day there.
 */
export function slotText(iso: string, deviceZone: string): TimeText {
  const date = new Date(iso);
  const day = istDayOf(date);
  const ist = `${formatShortDay(day)} ${day.slice(0, 4)}, ${formatClock(date)} IST`;
  if (!differsFromIst(deviceZone, date)) return { ist, local: null };
  const local = span(date, null, deviceZone, day);
  return { ist, local: `${local} your time` };
}

/** A slot typed as an IST day and clock ("2025-07-15", "10:30") as ISO 8601 with its offset. */
export const istSlotIso = (day: Day, clock: string): string => `${day}T${clock}:00+05:30`;
