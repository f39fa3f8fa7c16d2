import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../src/features/calendar/model/contract';
import {
  agendaGroups,
  compareEvents,
  eventDays,
  placeEvents,
} from '../../../src/features/calendar/model/placement';

// Where events are drawn (issue 18): all-day events on their IST day, timed ones on every IST day
// they touch, each day in a fixed order, and the agenda's days.

const event = (id: string, change: Partial<CalendarEvent>): CalendarEvent => ({
  id,
  kind: 'dividend',
  title: id,
  date: '2025-07-15',
  start: null,
  end: null,
  allDay: true,
  detail: null,
  link: null,
  ...change,
});

const meeting = (id: string, start: string, end: string, date: string) =>
  event(id, { kind: 'meeting', allDay: false, start, end, date });

describe('the days an event covers', () => {
  it.each([
    ['an all-day event: its day', event('d', {}), ['2025-07-15']],
    [
      'a meeting within one IST day',
      meeting('m', '2025-07-15T10:30:00+05:30', '2025-07-15T11:00:00+05:30', '2025-07-15'),
      ['2025-07-15'],
    ],
    [
      // 11:30 pm to 12:30 am IST, written in UTC: both India days.
      'a meeting past midnight IST',
      meeting('m', '2025-07-15T18:00:00Z', '2025-07-15T19:00:00Z', '2025-07-15'),
      ['2025-07-15', '2025-07-16'],
    ],
    [
      'a meeting ending at midnight IST stays on its day',
      meeting('m', '2025-07-15T23:00:00+05:30', '2025-07-16T00:00:00+05:30', '2025-07-15'),
      ['2025-07-15'],
    ],
    [
      'a timed event without an end',
      event('x', { allDay: false, start: '2025-07-15T09:15:00+05:30', date: '2025-07-15' }),
      ['2025-07-15'],
    ],
  ])('%s', (_, one, days) => {
    expect(eventDays(one)).toEqual(days);
  });
});

describe('placing events on the days on screen', () => {
  const overnight = meeting('late', '2025-07-31T18:00:00Z', '2025-07-31T19:00:00Z', '2025-07-31');
  const events = [
    event('div', { date: '2025-07-15', title: 'TCS dividend' }),
    event('early', { date: '2025-06-29' }),
    overnight,
    event('div', { date: '2025-07-15', title: 'TCS dividend' }),
  ];

  it('marks the parts of an event spanning days and drops days off screen', () => {
    const byDay = placeEvents(events, '2025-07-14', '2025-08-03');
    expect(byDay.get('2025-07-31')).toEqual([{ event: overnight, part: 'first' }]);
    expect(byDay.get('2025-08-01')).toEqual([{ event: overnight, part: 'last' }]);
    expect(byDay.has('2025-06-29')).toBe(false);
    // The same event twice in an answer is drawn once.
    expect(byDay.get('2025-07-15')).toHaveLength(1);
  });

  it('keeps the part of a span that is on screen', () => {
    const byDay = placeEvents([overnight], '2025-08-01', '2025-08-07');
    expect([...byDay.keys()]).toEqual(['2025-08-01']);
  });

  it('orders a day: holidays, other all-day events, then timed ones by start', () => {
    const day = '2025-07-15';
    const list = [
      meeting('m2', '2025-07-15T15:00:00+05:30', '2025-07-15T15:30:00+05:30', day),
      event('sip', { kind: 'sip', title: 'SIP' }),
      meeting('m1', '2025-07-15T10:00:00+05:30', '2025-07-15T10:30:00+05:30', day),
      event('hol', { kind: 'holiday', title: 'Holiday' }),
      event('div-b', { title: 'B dividend' }),
      event('div-a', { title: 'A dividend' }),
    ];
    const byDay = placeEvents(list, day, day);
    expect(byDay.get(day)?.map((placed) => placed.event.id)).toEqual([
      'hol',
      'div-a',
      'div-b',
      'sip',
      'm1',
      'm2',
    ]);
    // The order does not depend on the answer's.
    const reversed = placeEvents([...list].reverse(), day, day);
    expect(reversed.get(day)?.map((placed) => placed.event.id)).toEqual(
      byDay.get(day)?.map((placed) => placed.event.id),
    );
    expect(compareEvents(event('a', {}), event('a', {}))).toBe(0);
  });
});

describe('the agenda', () => {
  it('lists only days with events, in order, naming yesterday, today and tomorrow', () => {
    const byDay = placeEvents(
      [
        event('a', { date: '2025-07-16' }),
        event('b', { date: '2025-07-14' }),
        event('c', { date: '2025-07-20' }),
        event('d', { date: '2025-07-15' }),
      ],
      '2025-07-14',
      '2025-08-10',
    );
    const groups = agendaGroups(byDay, '2025-07-14', '2025-08-10', '2025-07-15');
    expect(groups.map((group) => [group.day, group.relative])).toEqual([
      ['2025-07-14', 'Yesterday'],
      ['2025-07-15', 'Today'],
      ['2025-07-16', 'Tomorrow'],
      ['2025-07-20', null],
    ]);
  });

  it('is empty when nothing falls in the range', () => {
    expect(agendaGroups(new Map(), '2025-07-14', '2025-08-10', '2025-07-15')).toEqual([]);
  });
});
