import { IST_OFFSET_MINUTES, istDayOf, type Day } from './calendar-dates';
import { CALENDAR_EVENT_KIND_LABELS, type CalendarEvent } from './contract';
import { formatLongDay } from './day-labels';
import { compareEvents, type DayPart, type PlacedEvent } from './placement';
import { eventTimeText } from './time-display';

// The week view's time grid (issue 18): each day a column of IST hours, timed events (meetings)
// placed at their time and all-day events in a row above. Events that overlap sit side by side,
// each in a column of its cluster (the usual calendar layout: a cluster is a run of events that
// overlap one another, directly or through others; each takes the leftmost free column and all
// of the cluster share its width). Pure, so the tests check placement without a browser.

export const DAY_MINUTES = 24 * 60;
/** The shortest block drawn and laid out: a 15-minute meeting still gets a readable line. */
export const MIN_BLOCK_MINUTES = 30;
/** The hours always shown (IST); earlier or later events widen the grid. */
export const WORKING_HOURS = { start: 8, end: 20 } as const;

export interface TimedBlock {
  event: CalendarEvent;
  part: DayPart;
  /** Minutes after the IST day's midnight, clipped to the day. */
  startMinute: number;
  endMinute: number;
  /** Side by side with the blocks it overlaps: column `column` (from 0) of `columns`. */
  column: number;
  columns: number;
}

export interface WeekDay {
  day: Day;
  allDay: PlacedEvent[];
  timed: TimedBlock[];
}

export interface WeekLayout {
  days: WeekDay[];
  /** The grid's first and last hour (IST), the end excluded: 8 and 20 show 8 am to 8 pm. */
  startHour: number;
  endHour: number;
  /** The most all-day events on any one day. */
  allDayMost: number;
}

/** Minutes from the IST midnight that starts `day` to `instant` (negative before it). */
export function minutesIntoDay(day: Day, instant: string | Date): number {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const midnight = Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000;
  return Math.round((time - midnight) / 60_000);
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Where a block ends for the layout: never shorter than it is drawn. */
const layoutEnd = (block: Pick<TimedBlock, 'startMinute' | 'endMinute'>) =>
  Math.max(block.endMinute, block.startMinute + MIN_BLOCK_MINUTES);

function blockOf({ event, part }: PlacedEvent, day: Day): Omit<TimedBlock, 'column' | 'columns'> {
  const start = clamp(minutesIntoDay(day, event.start!), 0, DAY_MINUTES);
  const end = event.end ? clamp(minutesIntoDay(day, event.end), 0, DAY_MINUTES) : start;
  return { event, part, startMinute: start, endMinute: Math.max(start, end) };
}

/** Side-by-side columns for one day's timed events, in their reading order. */
export function layOutDay(blocks: readonly Omit<TimedBlock, 'column' | 'columns'>[]): TimedBlock[] {
  const sorted = [...blocks].sort(
    (a, b) =>
      a.startMinute - b.startMinute ||
      layoutEnd(b) - layoutEnd(a) ||
      compareEvents(a.event, b.event),
  );
  const placed: TimedBlock[] = [];
  let cluster: TimedBlock[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    for (const block of cluster) block.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const block of sorted) {
    if (block.startMinute >= clusterEnd) closeCluster();
    let column = columnEnds.findIndex((end) => end <= block.startMinute);
    if (column === -1) column = columnEnds.push(0) - 1;
    columnEnds[column] = layoutEnd(block);
    const one: TimedBlock = { ...block, column, columns: 1 };
    cluster.push(one);
    placed.push(one);
    clusterEnd = Math.max(clusterEnd, layoutEnd(block));
  }
  closeCluster();
  return placed;
}

/**
 * The week's columns: each day's all-day events and its timed blocks, and the hours to show:
 * the working hours, widened to every event and to `nowMinute` (the current time's minute on
 * its day, when that day is in the week), so the current-time line is always on the grid.
 */
export function weekLayout(
  byDay: ReadonlyMap<Day, PlacedEvent[]>,
  days: readonly Day[],
  nowMinute: number | null = null,
): WeekLayout {
  let first: number = Math.min(WORKING_HOURS.start * 60, nowMinute ?? DAY_MINUTES);
  let last: number = Math.max(WORKING_HOURS.end * 60, nowMinute === null ? 0 : nowMinute + 1);
  const columns = days.map((day): WeekDay => {
    const placed = byDay.get(day) ?? [];
    const allDay = placed.filter(({ event }) => event.allDay || !event.start);
    const timed = layOutDay(
      placed.filter(({ event }) => !event.allDay && event.start).map((one) => blockOf(one, day)),
    );
    for (const block of timed) {
      first = Math.min(first, block.startMinute);
      last = Math.max(last, Math.min(DAY_MINUTES, layoutEnd(block)));
    }
    return { day, allDay, timed };
  });
  return {
    days: columns,
    startHour: Math.floor(first / 60),
    endHour: Math.ceil(last / 60),
    allDayMost: Math.max(0, ...columns.map((column) => column.allDay.length)),
  };
}

/** Where the current-time line goes: the IST day and minute of `now`, when that day is shown. */
export function nowMarker(now: Date, days: readonly Day[]): { day: Day; minute: number } | null {
  const day = istDayOf(now);
  return days.includes(day) ? { day, minute: minutesIntoDay(day, now) } : null;
}

/** An hour of the IST grid as a clock: "8 am", "12 pm". */
export function hourText(hour: number): string {
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  return `${clock} ${hour % 24 < 12 ? 'am' : 'pm'}`;
}

/**
 * What an event's button says to a screen reader, in full: title, kind (and that a meeting is
 * only proposed), day, time in IST and in the device's zone when it differs, and whose.
 */
export function eventLabel(
  event: CalendarEvent,
  day: Day,
  deviceZone: string,
  clientName?: string,
): string {
  const time = eventTimeText(event, deviceZone);
  const kind = CALENDAR_EVENT_KIND_LABELS[event.kind];
  return [
    event.title,
    event.tentative ? `${kind}, proposed, not accepted yet` : kind,
    formatLongDay(day),
    time.ist,
    time.local,
    clientName,
  ]
    .filter(Boolean)
    .join(', ');
}
