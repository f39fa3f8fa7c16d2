import { describe, expect, it } from 'vitest';
import {
  conditionHolds,
  describeAlert,
  evaluateAlert,
  firingText,
  initialProgress,
  thresholdProblem,
  type AlertKind,
  type AlertRule,
} from '@/features/watchlists/model/alerts';

// When a price alert fires (issue 12, Deliver 10): once per crossing, re-armed only when the
// condition is false again; a day's move against the previous close either way; an alert set
// when already true waits for the next crossing. Closes are paise.

const day = (date: string, close: number, previousClose: number | null = null) => ({
  date,
  close,
  previousClose,
});

describe('conditionHolds', () => {
  it.each<[string, AlertKind, number, ReturnType<typeof day>, boolean]>([
    ['above: a close over it', 'above', 150_000, day('d', 150_005), true],
    ['above: a close at it is not above', 'above', 150_000, day('d', 150_000), false],
    ['below: a close under it', 'below', 90_000, day('d', 89_995), true],
    ['below: a close at it is not below', 'below', 90_000, day('d', 90_000), false],
    ['move 2.5 %: up 2.5 % exactly', 'move_pct', 250, day('d', 102_500, 100_000), true],
    ['move 2.5 %: down 2.5 % exactly', 'move_pct', 250, day('d', 97_500, 100_000), true],
    ['move 2.5 %: up 2.49 %', 'move_pct', 250, day('d', 102_490, 100_000), false],
    ['move: no previous close', 'move_pct', 250, day('d', 200_000, null), false],
  ])('%s', (_case, kind, threshold, on, expected) => {
    expect(conditionHolds(kind, threshold, on)).toBe(expected);
  });
});

const armed = (kind: AlertKind, threshold: number, lastClose = 100_000): AlertRule => ({
  kind,
  threshold,
  state: 'armed',
  lastDate: '2026-01-01',
  lastClose,
});
const bars = (...closes: number[]) =>
  closes.map((close, n) => ({ date: `2026-01-${String(n + 2).padStart(2, '0')}`, close }));

describe('evaluateAlert: once per crossing', () => {
  it.each<[string, AlertRule, number[], string[], 'armed' | 'met']>([
    ['above: stays below', armed('above', 110_000), [105_000, 110_000], [], 'armed'],
    [
      'above: crosses, stays above',
      armed('above', 110_000),
      [111_000, 115_000, 120_000],
      ['2026-01-02'],
      'met',
    ],
    [
      'above: crosses, falls back, crosses again',
      armed('above', 110_000),
      [111_000, 109_000, 112_000],
      ['2026-01-02', '2026-01-04'],
      'met',
    ],
    [
      'above: back to the threshold re-arms it (at is not above)',
      armed('above', 110_000),
      [111_000, 110_000, 111_000],
      ['2026-01-02', '2026-01-04'],
      'met',
    ],
    [
      'below: crosses down',
      armed('below', 90_000),
      [95_000, 89_000, 85_000],
      ['2026-01-03'],
      'met',
    ],
    [
      'move: two big days in a row fire once',
      armed('move_pct', 250),
      [103_000, 106_090, 106_000, 102_000],
      ['2026-01-02', '2026-01-05'],
      'met',
    ],
    [
      'already met: waits until it re-arms',
      { ...armed('above', 110_000, 120_000), state: 'met' },
      [125_000, 108_000, 111_000],
      ['2026-01-04'],
      'met',
    ],
  ])('%s', (_case, alert, closes, firedOn, state) => {
    const { fired, progress } = evaluateAlert(alert, bars(...closes));
    expect(fired.map((d) => d.date)).toEqual(firedOn);
    expect(progress.state).toBe(state);
    expect(progress.lastClose).toBe(closes.at(-1));
  });

  it('skips days it has seen: evaluating the same days again fires nothing', () => {
    const first = evaluateAlert(armed('above', 110_000), bars(111_000, 112_000));
    const again = evaluateAlert(
      { ...armed('above', 110_000), ...first.progress },
      bars(111_000, 112_000),
    );
    expect(first.fired).toHaveLength(1);
    expect(again.fired).toHaveLength(0);
    expect(again.progress).toEqual(first.progress);
  });

  it('takes days in date order, whatever order they come in', () => {
    const days = bars(111_000, 109_000, 112_000).reverse();
    expect(evaluateAlert(armed('above', 110_000), days).fired).toHaveLength(2);
  });

  it('measures a move from the day before, the first from the last close seen', () => {
    const { fired } = evaluateAlert(armed('move_pct', 500, 100_000), bars(105_000));
    expect(fired).toEqual([{ date: '2026-01-02', close: 105_000, previousClose: 100_000 }]);
  });
});

describe('initialProgress: an alert set when already true', () => {
  it.each<[string, AlertKind, number, 'armed' | 'met']>([
    ['above a price it is under', 'above', 160_000, 'armed'],
    ['above a price it is over', 'above', 140_000, 'met'],
    ['below a price it is over', 'below', 140_000, 'armed'],
    ['a move today already made', 'move_pct', 200, 'met'],
    ['a move bigger than today’s', 'move_pct', 500, 'armed'],
  ])('%s starts %s', (_case, kind, threshold, state) => {
    const latest = day('2026-01-02', 150_000, 146_000); // +2.74 % today
    expect(initialProgress(kind, threshold, latest)).toEqual({
      state,
      lastDate: '2026-01-02',
      lastClose: 150_000,
    });
  });

  it('starts armed with no day seen when the stock has no quote yet', () => {
    expect(initialProgress('above', 1, null)).toEqual({
      state: 'armed',
      lastDate: null,
      lastClose: null,
    });
  });
});

describe('thresholds and words', () => {
  it.each<[AlertKind, number, boolean]>([
    ['above', 1, true],
    ['above', 0, false],
    ['above', 1_00_00_000_00, true],
    ['above', 1_00_00_000_01, false],
    ['move_pct', 10, true],
    ['move_pct', 9, false],
    ['move_pct', 5_000, true],
    ['move_pct', 5_001, false],
    ['below', 10.5, false],
  ])('%s %d is valid: %s', (kind, threshold, valid) => {
    expect(thresholdProblem(kind, threshold) === null).toBe(valid);
  });

  it('describes alerts and their firings with Indian rupee formatting', () => {
    expect(describeAlert('above', 1_50_000_00)).toBe('Above ₹1,50,000.00');
    expect(describeAlert('move_pct', 250)).toBe('Moves 2.50% in a day');
    const stock = { symbol: 'INFY', name: 'Infosys Ltd.' };
    expect(
      firingText({ ...stock, kind: 'above', threshold: 150_000 }, day('2026-01-12', 152_340)),
    ).toEqual({
      title: 'INFY above ₹1,500.00',
      body: 'Infosys Ltd. closed at ₹1,523.40 on 12 Jan 2026, above your alert at ₹1,500.00.',
    });
    expect(
      firingText({ ...stock, kind: 'move_pct', threshold: 250 }, day('2026-01-12', 97_000, 100_000))
        .title,
    ).toBe('INFY moved -3.00% in a day');
  });
});
