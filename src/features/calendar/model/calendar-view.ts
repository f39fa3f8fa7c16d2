import { addDays, addMonths, endOfWeek, monthGrid, startOfWeek, type Day } from './calendar-dates';
import type { CalendarView } from './calendar-views';

export { CALENDAR_VIEWS, type CalendarView } from './calendar-views';

// What the calendar shows for a view and the day it is anchored on, and how the toolbar and the
// grid's keys move it (issue 18, Deliver 1). Pure, so the screen and the tests agree.

export const CALENDAR_VIEW_LABELS: Record<CalendarView, string> = {
  month: 'Month',
  week: 'Week',
  agenda: 'Agenda',
};

/** The agenda lists four weeks from its first day. */
export const AGENDA_DAYS = 28;

/** A phone opens on the agenda (a list reads best on a narrow screen), a tablet on the month. */
export const defaultView = (tablet: boolean): CalendarView => (tablet ? 'month' : 'agenda');

export interface DayRange {
  from: Day;
  to: Day;
}

/** The days on screen, both ends in: what is fetched, and what "Download .ics" exports. */
export function viewRange(view: CalendarView, anchor: Day): DayRange {
  switch (view) {
    case 'month': {
      const weeks = monthGrid(anchor);
      return { from: weeks[0]?.[0] ?? anchor, to: weeks.at(-1)?.[6] ?? anchor };
    }
    case 'week':
      return { from: startOfWeek(anchor), to: endOfWeek(anchor) };
    case 'agenda':
      return { from: anchor, to: addDays(anchor, AGENDA_DAYS - 1) };
  }
}

/** The anchor after "Previous" (-1) or "Next" (+1). */
export function stepAnchor(view: CalendarView, anchor: Day, direction: -1 | 1): Day {
  switch (view) {
    case 'month':
      return addMonths(anchor, direction);
    case 'week':
      return addDays(anchor, 7 * direction);
    case 'agenda':
      return addDays(anchor, AGENDA_DAYS * direction);
  }
}

const monthTitle = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayMonthYear = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);

/** "1 – 7 Jul 2025", "28 Jul – 3 Aug 2025", "29 Dec 2025 – 4 Jan 2026". */
export function formatDayRange({ from, to }: DayRange): string {
  const end = dayMonthYear.format(asDate(to));
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${dayMonthYear.format(asDate(from))} – ${end}`;
  if (from.slice(0, 7) !== to.slice(0, 7)) return `${dayMonth.format(asDate(from))} – ${end}`;
  return `${Number(from.slice(8, 10))} – ${end}`;
}

/** The toolbar's heading: "July 2025" for a month, the days for a week or the agenda. */
export function viewTitle(view: CalendarView, anchor: Day): string {
  return view === 'month'
    ? monthTitle.format(asDate(anchor))
    : formatDayRange(viewRange(view, anchor));
}

/**
 * The day the grid's focus moves to for a key (WAI-ARIA grid pattern, as in the date picker
 * example): arrows by a day or a week, Home and End to the week's ends, Page Up and Page Down
 * by a month (by a week in the week view). Null for any other key.
 */
export function gridKeyTarget(key: string, focused: Day, view: CalendarView): Day | null {
  const page = (direction: -1 | 1) =>
    view === 'month' ? addMonths(focused, direction) : addDays(focused, 7 * direction);
  switch (key) {
    case 'ArrowLeft':
      return addDays(focused, -1);
    case 'ArrowRight':
      return addDays(focused, 1);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'Home':
      return startOfWeek(focused);
    case 'End':
      return endOfWeek(focused);
    case 'PageUp':
      return page(-1);
    case 'PageDown':
      return page(1);
    default:
      return null;
  }
}

/** Whether a day is on screen in the view anchored on `anchor` (else the grid moves to it). */
export function showsDay(view: CalendarView, anchor: Day, day: Day): boolean {
  if (view === 'month') return day.slice(0, 7) === anchor.slice(0, 7);
  const { from, to } = viewRange(view, anchor);
  return day >= from && day <= to;
}
