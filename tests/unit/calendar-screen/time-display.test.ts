import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../src/features/calendar/model/contract';
import {
  differsFromIst,
  eventTimeText,
  istSlotIso,
  slotText,
} from '../../../src/features/calendar/model/time-display';

// Times in IST, and in the device's zone when its clock reads differently (issue 18). The device
// zone is a parameter, so these hold on any machine. Offsets: Berlin is UTC+2 in July and UTC+1
// in January (daylight saving), New York UTC-4 in July, Dubai UTC+4; IST is UTC+5:30 all year.

const meeting = (start: string, end: string | null): CalendarEvent => ({
  id: 'meeting:1',
  kind: 'meeting',
  title: 'Review',
  date: start.slice(0, 10),
  start,
  end,
  allDay: false,
  detail: null,
  link: null,
});

describe('an event’s time', () => {
  const review = meeting('2025-07-15T10:30:00+05:30', '2025-07-15T11:00:00+05:30');

  it.each([
    ['Asia/Kolkata', null],
    // The old name of the same zone: the same clock, so no second line.
    ['Asia/Calcutta', null],
    ['Europe/Berlin', '7:00 am – 7:30 am GMT+2 your time'],
    ['Asia/Dubai', '9:00 am – 9:30 am GST your time'],
    ['UTC', '5:00 am – 5:30 am UTC your time'],
  ])('on a device in %s', (zone, local) => {
    expect(eventTimeText(review, zone)).toEqual({ ist: '10:30 am – 11:00 am IST', local });
  });

  it('names the day where the device’s clock is on another day', () => {
    // 9 am IST on 15 July is 11:30 pm on 14 July in New York.
    const early = meeting('2025-07-15T09:00:00+05:30', '2025-07-15T09:30:00+05:30');
    expect(eventTimeText(early, 'America/New_York')).toEqual({
      ist: '9:00 am – 9:30 am IST',
      local: 'Mon, 14 Jul, 11:30 pm – 12:00 am GMT-4 your time',
    });
  });

  it('follows daylight saving in the device’s zone', () => {
    const winter = meeting('2026-01-15T10:30:00+05:30', '2026-01-15T11:00:00+05:30');
    expect(eventTimeText(winter, 'Europe/Berlin').local).toBe('6:00 am – 6:30 am GMT+1 your time');
  });

  it('says "All day" for an all-day event, in any zone', () => {
    const allDay: CalendarEvent = {
      ...meeting('2025-07-15T00:00:00+05:30', null),
      allDay: true,
      start: null,
    };
    expect(eventTimeText(allDay, 'Europe/Berlin')).toEqual({ ist: 'All day', local: null });
  });

  it('writes a meeting past midnight IST with the day it ends', () => {
    const late = meeting('2025-07-15T23:30:00+05:30', '2025-07-16T00:30:00+05:30');
    expect(eventTimeText(late, 'Asia/Kolkata').ist).toBe('11:30 pm – Wed, 16 Jul, 12:30 am IST');
  });
});

describe('a proposed time', () => {
  it.each([
    ['Asia/Kolkata', { ist: 'Tue, 15 Jul 2025, 10:30 am IST', local: null }],
    [
      'America/Los_Angeles',
      // 10:30 am IST is 10 pm the evening before in California (UTC-7 in July).
      { ist: 'Tue, 15 Jul 2025, 10:30 am IST', local: 'Mon, 14 Jul, 10:00 pm GMT-7 your time' },
    ],
  ])('on a device in %s', (zone, text) => {
    expect(slotText(istSlotIso('2025-07-15', '10:30'), zone)).toEqual(text);
  });

  it('is typed as an IST day and clock and sent with its offset', () => {
    expect(istSlotIso('2025-07-15', '10:30')).toBe('2025-07-15T10:30:00+05:30');
    expect(new Date(istSlotIso('2025-07-15', '10:30')).toISOString()).toBe(
      '2025-07-15T05:00:00.000Z',
    );
  });

  it('knows which zones read IST’s clock', () => {
    const at = new Date('2025-07-15T05:00:00Z');
    expect(differsFromIst('Asia/Kolkata', at)).toBe(false);
    expect(differsFromIst('Asia/Calcutta', at)).toBe(false);
    // Colombo keeps UTC+5:30 too.
    expect(differsFromIst('Asia/Colombo', at)).toBe(false);
    expect(differsFromIst('Asia/Kathmandu', at)).toBe(true);
  });
});
