import { addDays, daysIn, istDayOf, type Day } from './calendar-dates';
import { CALENDAR_EVENT_KINDS, type CalendarEvent } from './contract';

// Which IST days an event is drawn on, and in what order (issue 18, Deliver 1). An all-day event
// sits on its `date`; a timed one on every IST day from its start to its end (a meeting past
// midnight shows on both days), at least on its `date`.

export type DayPart = 'single' | 'first' | 'middle' | 'last';

export interface PlacedEvent {
  event: CalendarEvent;
  /** Where this day falls in an event spanning several days. */
  part: DayPart;
}

/** The IST days an event covers, in order. An end at midnight does not reach into that day. */
export function eventDays(event: CalendarEvent): Day[] {
  if (event.allDay || !event.start) return [event.date];
  const first = istDayOf(event.start);
  const endTime = event.end ? Date.parse(event.end) : Number.NaN;
  const last =
    Number.isFinite(endTime) && endTime > Date.parse(event.start)
      ? istDayOf(new Date(endTime - 1))
      : first;
  const days = daysIn(
    first < event.date ? first : event.date,
    last > event.date ? last : event.date,
  );
  return days;
}

const KIND_ORDER = new Map(CALENDAR_EVENT_KINDS.map((kind, index) => [kind, index]));
const holidayFirst = (event: CalendarEvent) => (event.kind === 'holiday' ? 0 : 1);

/**
 * A day's order: market holidays first (they change what else can happen that day), other
 * all-day events next, then timed events by start; ties by kind, title and id, so the order
 * never depends on the answer's.
 */
export function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  return (
    holidayFirst(a) - holidayFirst(b) ||
    Number(!a.allDay) - Number(!b.allDay) ||
    (a.start && b.start ? Date.parse(a.start) - Date.parse(b.start) : 0) ||
    (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0) ||
    a.title.localeCompare(b.title, 'en-IN') ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The events on each day from `from` to `to` (both in), each day sorted; days without any absent. */
export function placeEvents(
  events: readonly CalendarEvent[],
  from: Day,
  to: Day,
): Map<Day, PlacedEvent[]> {
  const byDay = new Map<Day, PlacedEvent[]>();
  const seen = new Set<string>();
  for (const event of events) {
    // One answer can carry an event twice (an adviser's meeting is also a client's event): once.
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const days = eventDays(event);
    days.forEach((day, index) => {
      if (day < from || day > to) return;
      const part: DayPart =
        days.length === 1
          ? 'single'
          : index === 0
            ? 'first'
            : index === days.length - 1
              ? 'last'
              : 'middle';
      const list = byDay.get(day) ?? [];
      list.push({ event, part });
      byDay.set(day, list);
    });
  }
  for (const list of byDay.values()) list.sort((a, b) => compareEvents(a.event, b.event));
  return byDay;
}

export interface AgendaGroup {
  day: Day;
  /** "Today", "Tomorrow", "Yesterday" or null. */
  relative: string | null;
  events: PlacedEvent[];
}

/** The agenda: the days from `from` to `to` that have events, in order. */
export function agendaGroups(
  byDay: ReadonlyMap<Day, PlacedEvent[]>,
  from: Day,
  to: Day,
  today: Day,
): AgendaGroup[] {
  const relative = new Map<Day, string>([
    [addDays(today, -1), 'Yesterday'],
    [today, 'Today'],
    [addDays(today, 1), 'Tomorrow'],
  ]);
  return daysIn(from, to).flatMap((day) => {
    const events = byDay.get(day);
    return events && events.length > 0
      ? [{ day, relative: relative.get(day) ?? null, events }]
      : [];
  });
}

/** How many events of each kind are on screen, for the legend's counts. */
export function kindCounts(
  byDay: ReadonlyMap<Day, PlacedEvent[]>,
): Map<CalendarEvent['kind'], number> {
  const ids = new Map<string, CalendarEvent['kind']>();
  for (const list of byDay.values()) for (const { event } of list) ids.set(event.id, event.kind);
  const counts = new Map<CalendarEvent['kind'], number>();
  for (const kind of ids.values()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}
