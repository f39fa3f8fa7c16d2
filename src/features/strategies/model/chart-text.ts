import { formatIsoDate } from '../../../ui/format-money';
import { extremes, type TwoLines } from './chart-lines';
import { formatSignedPercent, formatPercent } from './format';

// The sentence under each chart: what a screen reader hears instead of the canvas (hidden from
// it), and what a sighted user reads to check the picture.

// ₹100 stays ₹100; ₹748.13 reads ₹748.1.
const rupeeFigure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

export function equitySummary(lines: TwoLines): string {
  const first = lines.strategy[0];
  const last = lines.strategy.at(-1);
  if (!first || !last) return 'There is no history to draw yet.';
  const bench = lines.benchmark.at(-1);
  return (
    `₹${rupeeFigure.format(first.value)} put in this strategy on ${formatIsoDate(first.time)} ` +
    `would have been ₹${rupeeFigure.format(last.value)} on ${formatIsoDate(last.time)}` +
    (bench ? `; in NIFTY 50, ₹${rupeeFigure.format(bench.value)}.` : '.')
  );
}

export function drawdownSummary(lines: TwoLines): string {
  const { lowest } = extremes(lines.strategy);
  if (!lowest) return 'There is no history to draw yet.';
  if (lowest.value >= 0) return 'The strategy never fell below an earlier high.';
  const bench = extremes(lines.benchmark).lowest;
  return (
    `Its deepest fall from a high was ${formatPercent(-lowest.value / 100)}, ` +
    `on ${formatIsoDate(lowest.time)}` +
    (bench && bench.value < 0
      ? `; NIFTY 50’s deepest was ${formatPercent(-bench.value / 100)}.`
      : '.')
  );
}

export function rollingSummary(lines: TwoLines): string {
  const { lowest, highest, last } = extremes(lines.strategy);
  if (!lowest || !highest || !last) {
    return 'One-year returns start a year into the test: the test is too short to show them.';
  }
  const bench = lines.benchmark.at(-1);
  return (
    `One-year returns ranged from ${formatSignedPercent(lowest.value / 100)} to ` +
    `${formatSignedPercent(highest.value / 100)}; the year to ${formatIsoDate(last.time)} ` +
    `returned ${formatSignedPercent(last.value / 100)}` +
    (bench ? ` (NIFTY 50: ${formatSignedPercent(bench.value / 100)}).` : '.')
  );
}
