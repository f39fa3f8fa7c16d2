import { describe, expect, it } from 'vitest';
import {
  dayHeading,
  exportFileName,
  formatMessageTime,
  groupByDay,
  indiaDayOf,
} from '../../../src/features/chat/model/chat-time';
import { RECONNECT_CAP_MS, reconnectDelay } from '../../../src/features/chat/model/reconnect';
import { createTypingThrottle, stillTyping } from '../../../src/features/chat/model/typing';

describe('the socket’s reconnect delay', () => {
  it.each([
    // attempt, with no luck (random 0), with all of it (random 1)
    [1, 500, 1_000],
    [2, 1_000, 2_000],
    [3, 2_000, 4_000],
    [5, 8_000, 16_000],
    [6, 15_000, 30_000],
    [20, 15_000, 30_000],
  ])('attempt %i waits %i to %i ms', (attempt, low, high) => {
    expect(reconnectDelay(attempt, () => 0)).toBe(low);
    expect(reconnectDelay(attempt, () => 1)).toBe(high);
  });

  it('never passes the cap', () => {
    for (let attempt = 1; attempt < 60; attempt += 1) {
      expect(reconnectDelay(attempt, Math.random)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    }
  });
});

describe('the typing indicator', () => {
  it('says “typing” at most every 2.5 s while keys are pressed, and afresh after a send', () => {
    const throttle = createTypingThrottle(2_500);
    expect([0, 1_000, 2_499, 2_500, 4_000, 5_000].map((t) => throttle.shouldSend(t))).toEqual([
      true,
      false,
      false,
      true,
      false,
      true,
    ]);
    throttle.reset();
    expect(throttle.shouldSend(5_001)).toBe(true);
  });

  it('goes out for each thread when its time is up', () => {
    expect(stillTyping({ a: 1_000, b: 5_000 }, 1_000)).toEqual({ b: 5_000 });
    expect(stillTyping({ a: 1_000 }, 999)).toEqual({ a: 1_000 });
  });
});

describe('times in India time', () => {
  it.each([
    // 18:29 UTC is 23:59 IST the same day; 18:30 UTC is midnight IST, the next day.
    ['2026-01-12T18:29:00Z', '2026-01-12'],
    ['2026-01-12T18:30:00Z', '2026-01-13'],
    ['2026-01-13T00:10:00+05:30', '2026-01-13'],
  ])('%s is on %s', (iso, day) => {
    expect(indiaDayOf(iso)).toBe(day);
  });

  it('writes a message’s time as Indians read it', () => {
    expect(formatMessageTime('2026-01-12T10:15:00Z')).toBe('3:45 pm');
    expect(formatMessageTime('2026-01-12T03:35:00+05:30')).toBe('3:35 am');
  });

  it.each([
    ['2026-01-12', '2026-01-12', 'Today'],
    ['2026-01-11', '2026-01-12', 'Yesterday'],
    ['2026-02-28', '2026-03-01', 'Yesterday'],
    ['2025-12-31', '2026-01-01', 'Yesterday'],
    ['2026-01-10', '2026-01-12', '10 Jan 2026'],
  ])('heads %s (today %s) “%s”', (day, today, heading) => {
    expect(dayHeading(day, today)).toBe(heading);
  });

  it('groups messages by India day, in order', () => {
    const entries = [
      { at: '2026-01-12T18:00:00Z' },
      { at: '2026-01-12T18:40:00Z' },
      { at: '2026-01-13T05:00:00Z' },
    ];
    expect(groupByDay(entries).map((g) => [g.day, g.entries.length])).toEqual([
      ['2026-01-12', 1],
      ['2026-01-13', 2],
    ]);
  });

  it('names the export after the client and the India day', () => {
    expect(exportFileName('Aarav Sharma', new Date('2026-01-12T19:00:00Z'))).toBe(
      'chat-aarav-sharma-2026-01-13.csv',
    );
    expect(exportFileName('Zoë D’Souza', new Date('2026-01-12T00:00:00Z'))).toBe(
      'chat-zoe-d-souza-2026-01-12.csv',
    );
    expect(exportFileName('—', new Date('2026-01-12T00:00:00Z'))).toBe(
      'chat-client-2026-01-12.csv',
    );
  });
});
