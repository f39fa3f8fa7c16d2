import { afterEach, describe, expect, it } from 'vitest';
import { calendarIcs, ICS_ZONE } from '../../../server/modules/calendar/ics';
import type { CalendarEvent } from '../../../src/features/calendar/model/contract';

// The iCalendar output (RFC 5545) of the calendar's export and subscription: checked line by
// line against the RFC's rules, since phone calendars drop a file that breaks them.

const EVENTS: CalendarEvent[] = [
  {
    id: 'meeting:7d3e',
    kind: 'meeting',
    title: 'Review, goals; SIPs with Priya Nair',
    date: '2026-12-01',
    start: '2026-12-01T10:30:00+05:30',
    end: '2026-12-01T11:15:00+05:30',
    allDay: false,
    detail: 'Where: Office\\Pune',
    link: '/investor/calendar',
  },
  {
    id: 'dividend:NSE:ITC:2026-11-05',
    kind: 'dividend',
    title: 'ITC dividend ₹6.96 a share',
    date: '2026-11-05',
    start: null,
    end: null,
    allDay: true,
    detail:
      'Ex-date and record date (the same day under T+1 settlement): shares bought before it get the dividend. You hold 381 shares: ₹2,651.76 before TDS.',
    link: '/stocks/exchange/NSE/symbol/ITC',
  },
  {
    id: 'holiday:2026-12-25',
    kind: 'holiday',
    title: 'NSE holiday: market closed',
    date: '2026-12-25',
    start: null,
    end: null,
    allDay: true,
    detail: null,
    link: null,
  },
  {
    // A meeting late in the evening in UTC is the next morning in India.
    id: 'meeting:late',
    kind: 'meeting',
    title: 'Early call',
    date: '2026-12-02',
    start: '2026-12-01T20:00:00Z',
    end: '2026-12-01T20:30:00Z',
    allDay: false,
    detail: null,
    link: null,
  },
];

const NOW = new Date('2026-11-24T10:00:00Z');
const make = () =>
  calendarIcs(EVENTS, { name: 'Nivesh', now: NOW, origin: 'https://nivesh.example' });

/** RFC 5545 3.1: unfolded content lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

interface Component {
  name: string;
  lines: string[];
  children: Component[];
}

/** Parses BEGIN/END into a tree; throws on a mismatch. */
function parse(text: string): Component {
  const lines = unfold(text);
  expect(lines.at(-1)).toBe('');
  const stack: Component[] = [];
  let root: Component | undefined;
  for (const line of lines.slice(0, -1)) {
    if (line.startsWith('BEGIN:')) {
      const component = { name: line.slice(6), lines: [], children: [] };
      stack.at(-1)?.children.push(component);
      stack.push(component);
      root ??= component;
    } else if (line.startsWith('END:')) {
      const open = stack.pop();
      if (open?.name !== line.slice(4)) throw new Error(`${line} closes ${open?.name}`);
    } else {
      const open = stack.at(-1);
      if (!open) throw new Error(`a line outside any component: ${line}`);
      open.lines.push(line);
    }
  }
  expect(stack).toEqual([]);
  return root!;
}

const property = (component: Component, name: string) =>
  component.lines.filter((line) => line.split(/[;:]/, 1)[0] === name);

describe('the iCalendar file', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('uses CRLF line ends and folds lines at 75 octets', () => {
    const text = make();
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
  });

  it('is one VCALENDAR with VERSION 2.0, a PRODID and the IST VTIMEZONE its TZIDs name', () => {
    const calendar = parse(make());
    expect(calendar.name).toBe('VCALENDAR');
    expect(property(calendar, 'VERSION')).toEqual(['VERSION:2.0']);
    expect(property(calendar, 'PRODID')).toHaveLength(1);
    expect(property(calendar, 'METHOD')).toEqual(['METHOD:PUBLISH']);
    const zones = calendar.children.filter((child) => child.name === 'VTIMEZONE');
    expect(zones.map((zone) => property(zone, 'TZID'))).toEqual([[`TZID:${ICS_ZONE}`]]);
    const standard = zones[0]!.children[0]!;
    expect(standard.name).toBe('STANDARD');
    expect(property(standard, 'TZOFFSETTO')).toEqual(['TZOFFSETTO:+0530']);
    expect(property(standard, 'TZOFFSETFROM')).toEqual(['TZOFFSETFROM:+0530']);
    expect(property(standard, 'DTSTART')).toHaveLength(1);
    // Every TZID used is defined (RFC 5545 3.2.19).
    const used = new Set(
      [...make().matchAll(/;TZID=([^:;]+)/g)].map((match) => match[1]).filter(Boolean),
    );
    expect([...used]).toEqual([ICS_ZONE]);
  });

  it('has one VEVENT per event, each with a unique UID, a UTC DTSTAMP and a DTSTART', () => {
    const events = parse(make()).children.filter((child) => child.name === 'VEVENT');
    expect(events).toHaveLength(EVENTS.length);
    const uids = events.map((event) => property(event, 'UID')[0]);
    expect(new Set(uids).size).toBe(EVENTS.length);
    expect(uids[0]).toBe('UID:meeting:7d3e@nivesh');
    for (const event of events) {
      expect(property(event, 'DTSTAMP')).toEqual(['DTSTAMP:20261124T100000Z']);
      expect(property(event, 'DTSTART')).toHaveLength(1);
    }
  });

  it('writes meetings in Asia/Kolkata wall time and all-day events as DATE values', () => {
    const [meeting, dividend, holiday, late] = parse(make()).children.filter(
      (child) => child.name === 'VEVENT',
    );
    expect(property(meeting!, 'DTSTART')).toEqual(['DTSTART;TZID=Asia/Kolkata:20261201T103000']);
    expect(property(meeting!, 'DTEND')).toEqual(['DTEND;TZID=Asia/Kolkata:20261201T111500']);
    expect(property(late!, 'DTSTART')).toEqual(['DTSTART;TZID=Asia/Kolkata:20261202T013000']);
    expect(property(dividend!, 'DTSTART')).toEqual(['DTSTART;VALUE=DATE:20261105']);
    expect(property(holiday!, 'DTSTART')).toEqual(['DTSTART;VALUE=DATE:20261225']);
    expect(property(holiday!, 'DTEND')).toEqual([]);
  });

  it('gives the same file in any server time zone', () => {
    const inUtc = ((process.env.TZ = 'UTC'), make());
    const inNewYork = ((process.env.TZ = 'America/New_York'), make());
    const inTokyo = ((process.env.TZ = 'Asia/Tokyo'), make());
    expect(inNewYork).toBe(inUtc);
    expect(inTokyo).toBe(inUtc);
  });

  it('escapes text values and links each event into the app', () => {
    const [meeting, dividend] = parse(make()).children.filter((child) => child.name === 'VEVENT');
    expect(property(meeting!, 'SUMMARY')).toEqual([
      'SUMMARY:Review\\, goals\\; SIPs with Priya Nair',
    ]);
    expect(property(meeting!, 'DESCRIPTION')).toEqual([
      'DESCRIPTION:Where: Office\\\\Pune\\n(Meeting)',
    ]);
    expect(property(meeting!, 'URL')).toEqual([
      'URL;VALUE=URI:https://nivesh.example/investor/calendar',
    ]);
    expect(property(dividend!, 'SUMMARY')).toEqual(['SUMMARY:ITC dividend ₹6.96 a share']);
    expect(property(dividend!, 'CATEGORIES')).toEqual(['CATEGORIES:Dividend']);
  });

  it('marks an accepted meeting CONFIRMED and a time still proposed TENTATIVE (RFC 5545 3.8.1.11)', () => {
    const proposed: CalendarEvent = {
      ...EVENTS[0]!,
      id: 'meeting:7d3e:proposed:2026-12-03T16:00:00+05:30',
      title: 'Proposed: Review with Priya Nair',
      date: '2026-12-03',
      start: '2026-12-03T16:00:00+05:30',
      end: '2026-12-03T16:45:00+05:30',
      tentative: true,
    };
    const events = parse(
      calendarIcs([EVENTS[0]!, proposed, EVENTS[1]!], { name: 'Nivesh', now: NOW }),
    ).children.filter((child) => child.name === 'VEVENT');
    expect(events.map((event) => property(event, 'STATUS'))).toEqual([
      ['STATUS:CONFIRMED'],
      ['STATUS:TENTATIVE'],
      // Other events are facts, not bookings: no status.
      [],
    ]);
    expect(property(events[1]!, 'UID')).toEqual([
      'UID:meeting:7d3e:proposed:2026-12-03T16:00:00+05:30@nivesh',
    ]);
    expect(property(events[1]!, 'SUMMARY')).toEqual(['SUMMARY:Proposed: Review with Priya Nair']);
  });

  it('is a valid empty calendar when there is nothing to show', () => {
    const calendar = parse(calendarIcs([], { name: 'Nivesh', now: NOW }));
    expect(calendar.children.filter((child) => child.name === 'VEVENT')).toEqual([]);
    expect(property(calendar, 'VERSION')).toEqual(['VERSION:2.0']);
  });
});
