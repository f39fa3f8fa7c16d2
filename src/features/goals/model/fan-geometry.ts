import type { FanPoint } from './monte-carlo';

// The fan chart's shapes in a 100 × 100 box (components/fan-chart.tsx draws them stretched to
// its size): x by month, y by value from 0 at the bottom to a little above the highest of the
// 90th percentile and the target.

/** The points in a 100 × 100 box: x by month, y by value from 0 to `top` (upwards). */
export function fanGeometry(fan: readonly FanPoint[], target: number) {
  const last = fan[fan.length - 1];
  const months = Math.max(1, last?.month ?? 1);
  const top = Math.max(target, ...fan.map((point) => point.p90)) * 1.08 || 1;
  const x = (month: number) => (month / months) * 100;
  const y = (value: number) => 100 - (Math.max(0, value) / top) * 100;
  const line = (pick: (point: FanPoint) => number) =>
    fan.map((point) => `${x(point.month).toFixed(2)},${y(pick(point)).toFixed(2)}`);
  const band = (upper: (point: FanPoint) => number, lower: (point: FanPoint) => number) =>
    [...line(upper), ...line(lower).reverse()].join(' ');
  return {
    top,
    outer: band(
      (p) => p.p90,
      (p) => p.p10,
    ),
    inner: band(
      (p) => p.p75,
      (p) => p.p25,
    ),
    middle: line((p) => p.p50).join(' '),
    targetY: y(target),
  };
}
