import { describe, expect, it } from 'vitest';
import { weekOf } from '@/features/calendar/model/calendar-dates';
import type { CalendarEvent } from '@/features/calendar/model/contract';
import { placeEvents } from '@/features/calendar/model/placement';
import {
  eventLabel,
  hourText,
  layOutDay,
  minutesIntoDay,
  nowMarker,
  weekLayout,
} from '@/features/calendar/model/week-layout';

// The week view's time grid (issue 18): where each event sits (IST minutes of its day, the
// all-day row), overlapping meetings side by side, the hours shown, the current-time line and
// each event's full label.

const WEEK = weekOf('2025-07-16'); // Monday 14 to Sunday 20 July 2025

const meeting = (id: string, start: string, end: string, over: Partial<CalendarEvent> = {}) =>
  ({
    id,
    kind: 'meeting',
    title: id,
    date: start.slice(0, 10),
    start: `${start}+05:30`,
    end: `${end}+05:30`,
    allDay: false,
    detail: null,
    link: null,
    ...over,
  }) satisfies CalendarEvent;

const allDay = (id: string, date: string): CalendarEvent => ({
  id,
  kind: 'dividend',
  title: id,
  date,
  start: null,
  end: null,
  allDay: true,
  detail: null,
  link: null,
});

const layout = (events: CalendarEvent[]) =>
  weekLayout(placeEvents(events, WEEK[0]!, WEEK[6]!), WEEK);
const dayOf = (events: CalendarEvent[], day: string) =>
  layout(events).days.find((column) => column.day === day)!;
/** [id, column, columns] of a day's timed blocks, in reading order. */
const columnsOf = (events: CalendarEvent[], day = '2025-07-16') =>
  dayOf(events, day).timed.map((block) => [block.event.id, block.column, block.columns]);

describe('placing events in the week', () => {
  it('puts a meeting at its IST minutes, and all-day events in the row above', () => {
    const wednesday = dayOf(
      [
        meeting('review', '2025-07-16T10:30:00', '2025-07-16T11:15:00'),
        allDay('tcs', '2025-07-16'),
      ],
      '2025-07-16',
    );
    expect(wednesday.allDay.map(({ event }) => event.id)).toEqual(['tcs']);
    expect(wednesday.timed).toEqual([
      expect.objectContaining({ startMinute: 630, endMinute: 675, column: 0, columns: 1 }),
    ]);
    expect(dayOf([], '2025-07-14')).toEqual({ day: '2025-07-14', allDay: [], timed: [] });
  });

  it('reads an instant given in UTC on its IST day and minute', () => {
    // 20:00 UTC on the 15th is 1:30 am on the 16th in India.
    const late = {
      ...meeting('late', '2025-07-16T01:30:00', '2025-07-16T02:00:00'),
      start: '2025-07-15T20:00:00Z',
      end: '2025-07-15T20:30:00Z',
    };
    expect(minutesIntoDay('2025-07-16', late.start)).toBe(90);
    expect(dayOf([late], '2025-07-16').timed[0]).toMatchObject({ startMinute: 90, endMinute: 120 });
    expect(dayOf([late], '2025-07-15').timed).toEqual([]);
  });

  it('splits a meeting past midnight over its two days', () => {
    const events = [meeting('night', '2025-07-16T23:30:00', '2025-07-17T00:30:00')];
    expect(dayOf(events, '2025-07-16').timed[0]).toMatchObject({
      part: 'first',
      startMinute: 1410,
      endMinute: 1440,
    });
    expect(dayOf(events, '2025-07-17').timed[0]).toMatchObject({
      part: 'last',
      startMinute: 0,
      endMinute: 30,
    });
    // The grid then runs round the clock.
    expect(layout(events)).toMatchObject({ startHour: 0, endHour: 24 });
  });

  it('shows 8 am to 8 pm, widened to the earliest start and the latest end', () => {
    expect(layout([])).toMatchObject({ startHour: 8, endHour: 20, allDayMost: 0 });
    const early = meeting('early', '2025-07-15T07:15:00', '2025-07-15T07:45:00');
    const late = meeting('late', '2025-07-18T20:30:00', '2025-07-18T21:15:00');
    expect(layout([early, late])).toMatchObject({ startHour: 7, endHour: 22 });
    // The current time's hour is always on the grid, so its line shows (5:10 am, 11:40 pm).
    const none = placeEvents([], WEEK[0]!, WEEK[6]!);
    expect(weekLayout(none, WEEK, 310)).toMatchObject({ startHour: 5, endHour: 20 });
    expect(weekLayout(none, WEEK, 1420)).toMatchObject({ startHour: 8, endHour: 24 });
    expect(weekLayout(none, WEEK, 720)).toMatchObject({ startHour: 8, endHour: 20 });
    const days = [allDay('a', '2025-07-15'), allDay('b', '2025-07-15'), allDay('c', '2025-07-17')];
    expect(layout(days).allDayMost).toBe(2);
  });
});

describe('overlapping meetings', () => {
  it.each<[string, CalendarEvent[], [string, number, number][]]>([
    [
      'one after another: each the full width',
      [
        meeting('a', '2025-07-16T10:00:00', '2025-07-16T11:00:00'),
        meeting('b', '2025-07-16T11:00:00', '2025-07-16T12:00:00'),
      ],
      [
        ['a', 0, 1],
        ['b', 0, 1],
      ],
    ],
    [
      'two at once: side by side',
      [
        meeting('b', '2025-07-16T10:30:00', '2025-07-16T11:30:00'),
        meeting('a', '2025-07-16T10:00:00', '2025-07-16T11:00:00'),
      ],
      [
        ['a', 0, 2],
        ['b', 1, 2],
      ],
    ],
    [
      'a chain: the third takes the first’s freed column; a later one is alone',
      [
        meeting('a', '2025-07-16T10:00:00', '2025-07-16T11:00:00'),
        meeting('b', '2025-07-16T10:30:00', '2025-07-16T11:30:00'),
        meeting('c', '2025-07-16T11:00:00', '2025-07-16T12:00:00'),
        meeting('d', '2025-07-16T13:00:00', '2025-07-16T13:30:00'),
      ],
      [
        ['a', 0, 2],
        ['b', 1, 2],
        ['c', 0, 2],
        ['d', 0, 1],
      ],
    ],
    [
      'three at once: three columns, the longest first',
      [
        meeting('short', '2025-07-16T15:00:00', '2025-07-16T15:30:00'),
        meeting('long', '2025-07-16T15:00:00', '2025-07-16T17:00:00'),
        meeting('mid', '2025-07-16T15:15:00', '2025-07-16T16:00:00'),
      ],
      [
        ['long', 0, 3],
        ['short', 1, 3],
        ['mid', 2, 3],
      ],
    ],
    [
      'two 15-minute meetings back to back: drawn 30 minutes tall, so side by side',
      [
        meeting('first', '2025-07-16T09:00:00', '2025-07-16T09:15:00'),
        meeting('second', '2025-07-16T09:15:00', '2025-07-16T09:30:00'),
      ],
      [
        ['first', 0, 2],
        ['second', 1, 2],
      ],
    ],
    [
      'a proposed time beside the accepted meeting it clashes with',
      [
        meeting('accepted', '2025-07-16T16:00:00', '2025-07-16T16:30:00'),
        meeting('proposed', '2025-07-16T16:00:00', '2025-07-16T16:45:00', { tentative: true }),
      ],
      [
        ['proposed', 0, 2],
        ['accepted', 1, 2],
      ],
    ],
  ])('%s', (_name, events, expected) => {
    expect(columnsOf(events)).toEqual(expected);
  });

  it('never puts two overlapping blocks in one column', () => {
    const blocks = Array.from({ length: 12 }, (_, index) => ({
      event: meeting(`m${index}`, '2025-07-16T09:00:00', '2025-07-16T10:00:00'),
      part: 'single' as const,
      startMinute: 540 + ((index * 37) % 240),
      endMinute: 540 + ((index * 37) % 240) + 20 + ((index * 53) % 90),
    }));
    const placed = layOutDay(blocks);
    for (const a of placed) {
      expect(a.column).toBeLessThan(a.columns);
      for (const b of placed) {
        if (a === b || a.column !== b.column) continue;
        const aEnd = Math.max(a.endMinute, a.startMinute + 30);
        const bEnd = Math.max(b.endMinute, b.startMinute + 30);
        expect(a.startMinute >= bEnd || b.startMinute >= aEnd).toBe(true);
      }
    }
  });
});

describe('the current-time line and the labels', () => {
  it('marks now on today’s column at its IST minute, and not in another week', () => {
    expect(nowMarker(new Date('2025-07-16T06:30:00Z'), WEEK)).toEqual({
      day: '2025-07-16',
      minute: 720,
    });
    expect(nowMarker(new Date('2025-07-21T06:30:00Z'), WEEK)).toBeNull();
  });

  it('names the hours', () => {
    expect([0, 8, 12, 13, 23].map(hourText)).toEqual(['12 am', '8 am', '12 pm', '1 pm', '11 pm']);
  });

  it('gives each event a full label: title, kind, proposed, day, both times, whose', () => {
    const proposed = meeting('m', '2025-07-16T15:00:00', '2025-07-16T15:30:00', {
      title: 'Proposed: Half-yearly review with Sunita Rao',
      tentative: true,
    });
    expect(eventLabel(proposed, '2025-07-16', 'Europe/London', 'Sunita Rao')).toBe(
      'Proposed: Half-yearly review with Sunita Rao, Meeting, proposed, not accepted yet, ' +
        'Wednesday, 16 July 2025, 3:00 pm – 3:30 pm IST, ' +
        '10:30 am – 11:00 am GMT+1 your time, Sunita Rao',
    );
    expect(eventLabel(allDay('TCS dividend', '2025-07-16'), '2025-07-16', 'Asia/Kolkata')).toBe(
      'TCS dividend, Dividend, Wednesday, 16 July 2025, All day',
    );
  });
});
