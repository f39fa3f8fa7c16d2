import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  endOfMonth,
  isDay,
  istDayOf,
  monthGrid,
  startOfWeek,
  todayInIst,
  weekdayIndex,
  weekOf,
} from '../../../src/features/calendar/model/calendar-dates';
import { dayCellLabel, WEEKDAY_NAMES } from '../../../src/features/calendar/model/day-labels';

// The calendar's days in IST, weeks from Monday (issue 18). Weekdays checked against a printed
// calendar: 1 July 2025 was a Tuesday, 1 June 2025 a Sunday, 1 February 2021 a Monday.

describe('the month grid (weeks start on Monday)', () => {
  it.each([
    // month, first cell, last cell, rows
    ['2025-07-15', '2025-06-30', '2025-08-03', 5],
    ['2025-06-01', '2025-05-26', '2025-07-06', 6],
    ['2021-02-10', '2021-02-01', '2021-02-28', 4],
    ['2024-02-29', '2024-01-29', '2024-03-03', 5],
    ['2025-12-31', '2025-12-01', '2026-01-04', 5],
  ])('%s: %s to %s in %i weeks', (anchor, first, last, rows) => {
    const weeks = monthGrid(anchor);
    expect(weeks).toHaveLength(rows);
    expect(weeks[0]?.[0]).toBe(first);
    expect(weeks.at(-1)?.[6]).toBe(last);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(weekdayIndex(week[0] ?? '')).toBe(0);
    }
    // Every day once, in order.
    const days = weeks.flat();
    days.slice(1).forEach((day, index) => expect(day).toBe(addDays(days[index] ?? '', 1)));
  });

  it('names the columns Monday to Sunday', () => {
    expect(WEEKDAY_NAMES.map((name) => name.short)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });
});

describe('weeks and months', () => {
  it.each([
    ['2025-07-14', 0, '2025-07-14'],
    ['2025-07-16', 2, '2025-07-14'],
    ['2025-07-20', 6, '2025-07-14'],
    ['2026-01-01', 3, '2025-12-29'],
  ])('%s is weekday %i of the week from %s', (day, index, monday) => {
    expect(weekdayIndex(day)).toBe(index);
    expect(startOfWeek(day)).toBe(monday);
    expect(weekOf(day)[0]).toBe(monday);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2025-01-15', -1, '2024-12-15'],
  ])('%s moved by %i month(s) is %s (the last day when the month is shorter)', (day, n, out) => {
    expect(addMonths(day, n)).toBe(out);
  });

  it('knows month ends and real days', () => {
    expect(endOfMonth('2024-02-03')).toBe('2024-02-29');
    expect(endOfMonth('2025-02-03')).toBe('2025-02-28');
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2024-2-9')).toBe(false);
  });
});

describe('the IST day of an instant', () => {
  it.each([
    // IST is UTC+05:30: 18:29:59 UTC is 23:59:59 IST, 18:30 UTC is the next day's midnight.
    ['2025-07-14T18:29:59Z', '2025-07-14'],
    ['2025-07-14T18:30:00Z', '2025-07-15'],
    ['2025-07-14T23:30:00-04:00', '2025-07-15'],
    ['2025-07-15T00:10:00+05:30', '2025-07-15'],
    ['2025-12-31T20:00:00Z', '2026-01-01'],
  ])('%s is %s in India', (instant, day) => {
    expect(istDayOf(instant)).toBe(day);
  });

  it('takes "today" in India, whatever the device zone', () => {
    // 11 pm in New York on 14 July is 8:30 am on 15 July in India.
    expect(todayInIst(new Date('2025-07-14T23:00:00-04:00'))).toBe('2025-07-15');
  });
});

describe('a day cell’s name for screen readers', () => {
  it.each([
    ['2025-07-15', 0, '2025-07-01', 'Tuesday, 15 July 2025, no events'],
    ['2025-07-15', 1, '2025-07-01', 'Tuesday, 15 July 2025, 1 event'],
    ['2025-07-15', 3, '2025-07-15', 'Tuesday, 15 July 2025, today, 3 events'],
  ])('%s with %i events (today %s): "%s"', (day, count, today, label) => {
    expect(dayCellLabel(day, count, today)).toBe(label);
  });
});
