import { describe, expect, it } from 'vitest';
import { evaluateAcrossActions, type AlertRule } from '@/features/watchlists/model/alerts';

// A 1:2 split on 2026-03-03 (price factor 0.5): the close of 98,000 paise on 2 March is worth
// 49,000 after it. Splits and bonuses must neither fire nor hide a crossing.
const SPLIT = [{ exDate: '2026-03-03', priceFactor: 0.5 }];
const bars = [
  { date: '2026-03-02', close: 98_000 },
  { date: '2026-03-03', close: 49_500 }, // 99,000 before the split: no crossing of ₹1,000
  { date: '2026-03-04', close: 51_000 }, // 1,02,000 before the split: above ₹1,000
];
const rule = (kind: AlertRule['kind'], threshold: number): AlertRule => ({
  kind,
  threshold,
  state: 'armed',
  lastDate: '2026-02-27',
  lastClose: 95_000,
});

describe('evaluateAcrossActions', () => {
  it('fires "above" on the real crossing after a split, in that day’s prices, and carries the threshold over', () => {
    const result = evaluateAcrossActions(rule('above', 100_000), bars, SPLIT);
    expect(result.fired).toEqual([{ date: '2026-03-04', close: 51_000, previousClose: 49_500 }]);
    expect(result.threshold).toBe(50_000);
    expect(result.progress).toEqual({ state: 'met', lastDate: '2026-03-04', lastClose: 51_000 });
  });

  it('does not fire "below" on the split day, whose price only halved with the shares', () => {
    const result = evaluateAcrossActions(rule('below', 90_000), bars, SPLIT);
    expect(result.fired).toEqual([]);
    expect(result.threshold).toBe(45_000);
    expect(result.progress.state).toBe('armed');
  });

  it('does not take the split for a 50% move in a day; the percent threshold stays', () => {
    const result = evaluateAcrossActions(rule('move_pct', 500), bars, SPLIT);
    expect(result.fired).toEqual([]);
    expect(result.threshold).toBe(500);
  });

  it('ignores actions already seen, and is plain evaluation without any', () => {
    const seen = { ...rule('below', 90_000), lastDate: '2026-03-03', lastClose: 49_500 };
    const later = evaluateAcrossActions(seen, [{ date: '2026-03-04', close: 44_000 }], SPLIT);
    expect(later.fired).toEqual([{ date: '2026-03-04', close: 44_000, previousClose: 49_500 }]);
    expect(later.threshold).toBe(90_000);
  });
});
