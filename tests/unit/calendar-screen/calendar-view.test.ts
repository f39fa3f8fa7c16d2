import { describe, expect, it } from 'vitest';
import {
  defaultView,
  formatDayRange,
  gridKeyTarget,
  showsDay,
  stepAnchor,
  viewRange,
  viewTitle,
} from '../../../src/features/calendar/model/calendar-view';

// What each view shows and how the toolbar and the grid's keys move it (issue 18).

describe('the view a device opens on', () => {
  it('is the agenda on a phone and the month on a tablet', () => {
    expect(defaultView(false)).toBe('agenda');
    expect(defaultView(true)).toBe('month');
  });
});

describe('the days on screen (fetched and exported)', () => {
  it.each([
    ['month', '2025-07-15', '2025-06-30', '2025-08-03'],
    ['week', '2025-07-15', '2025-07-14', '2025-07-20'],
    ['week', '2025-07-20', '2025-07-14', '2025-07-20'],
    ['agenda', '2025-07-15', '2025-07-15', '2025-08-11'],
  ] as const)('%s at %s: %s to %s', (view, anchor, from, to) => {
    expect(viewRange(view, anchor)).toEqual({ from, to });
  });
});

describe('Previous and Next', () => {
  it.each([
    ['month', '2025-01-31', 1, '2025-02-28'],
    ['month', '2025-03-15', -1, '2025-02-15'],
    ['week', '2025-07-15', 1, '2025-07-22'],
    ['week', '2025-07-15', -1, '2025-07-08'],
    ['agenda', '2025-07-15', 1, '2025-08-12'],
    ['agenda', '2025-07-15', -1, '2025-06-17'],
  ] as const)('%s from %s by %i: %s', (view, anchor, direction, next) => {
    expect(stepAnchor(view, anchor, direction)).toBe(next);
  });
});

describe('the toolbar’s title', () => {
  it.each([
    ['month', '2025-07-15', 'July 2025'],
    ['week', '2025-07-15', '14 – 20 Jul 2025'],
    ['week', '2025-07-30', '28 Jul – 3 Aug 2025'],
    ['week', '2025-12-31', '29 Dec 2025 – 4 Jan 2026'],
    ['agenda', '2025-07-15', '15 Jul – 11 Aug 2025'],
  ] as const)('%s at %s: "%s"', (view, anchor, title) => {
    expect(viewTitle(view, anchor)).toBe(title);
  });

  it('writes a range within one month once', () => {
    expect(formatDayRange({ from: '2025-07-01', to: '2025-07-07' })).toBe('1 – 7 Jul 2025');
  });
});

describe('the grid’s keys (roving focus)', () => {
  it.each([
    ['ArrowRight', 'month', '2025-07-31', '2025-08-01'],
    ['ArrowLeft', 'month', '2025-07-01', '2025-06-30'],
    ['ArrowDown', 'month', '2025-07-29', '2025-08-05'],
    ['ArrowUp', 'month', '2025-07-03', '2025-06-26'],
    ['Home', 'month', '2025-07-17', '2025-07-14'],
    ['End', 'month', '2025-07-17', '2025-07-20'],
    ['PageDown', 'month', '2025-01-31', '2025-02-28'],
    ['PageUp', 'month', '2025-07-17', '2025-06-17'],
    ['PageDown', 'week', '2025-07-17', '2025-07-24'],
    ['PageUp', 'week', '2025-07-17', '2025-07-10'],
    ['ArrowRight', 'week', '2025-07-20', '2025-07-21'],
  ] as const)('%s in the %s view from %s goes to %s', (key, view, from, to) => {
    expect(gridKeyTarget(key, from, view)).toBe(to);
  });

  it('leaves other keys to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'Escape']) {
      expect(gridKeyTarget(key, '2025-07-17', 'month')).toBeNull();
    }
  });

  it('knows when a move leaves the days on screen (the calendar then follows)', () => {
    expect(showsDay('month', '2025-07-15', '2025-07-31')).toBe(true);
    // 30 June is drawn in July's grid, but choosing it turns to June.
    expect(showsDay('month', '2025-07-15', '2025-06-30')).toBe(false);
    expect(showsDay('week', '2025-07-15', '2025-07-20')).toBe(true);
    expect(showsDay('week', '2025-07-15', '2025-07-21')).toBe(false);
  });
});
