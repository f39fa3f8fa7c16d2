import { describe, expect, it } from 'vitest';
import {
  canUseLogScale,
  drawdownLines,
  equityLines,
  rollingLines,
} from '@/features/strategies/model/chart-lines';
import {
  drawdownSummary,
  equitySummary,
  rollingSummary,
} from '@/features/strategies/model/chart-text';
import { compareRows, withOtherRebalance } from '@/features/strategies/model/compare';
import { formatDays, formatRatio, formatSignedPercent } from '@/features/strategies/model/format';
import { METRIC_DEFINITIONS } from '@/features/strategies/model/metric-definitions';
import { formatMetric, metricRows } from '@/features/strategies/model/metric-rows';
import { monthTable } from '@/features/strategies/model/month-table';
import { profitFraction, tradesNewestFirst, tradeTotals } from '@/features/strategies/model/trades';
import { metrics, momentum, result, run } from './fixtures';

// What the past-performance screen shows of a finished run (issue 14, Deliver 4 and 5), as the
// pure functions the components draw: chart series, the sentences under the charts, every
// metric in words, the year-by-month table, trades, and the monthly/quarterly comparison.

const done = run().result!;

describe('chart lines', () => {
  it('splits the daily series into the strategy’s and NIFTY 50’s, drawdowns in percent', () => {
    const equity = equityLines(done);
    expect(equity.strategy[0]).toEqual({ time: '2021-01-04', value: 100 });
    expect(equity.benchmark.at(-1)).toEqual({ time: '2023-01-02', value: 125 });
    const fall = drawdownLines(done).strategy[2];
    expect(fall?.time).toBe('2021-06-30');
    expect(fall?.value).toBeCloseTo(-23.4, 9);
    expect(rollingLines(done).benchmark.map((point) => point.value)).toEqual([10, 2, 9]);
  });

  it('drops a day out of order or repeated (the chart library throws on one)', () => {
    const lines = equityLines({
      equity: [
        { date: '2021-01-04', strategy: 100, benchmark: 100 },
        { date: '2021-01-04', strategy: 101, benchmark: 100 },
        { date: '2021-01-01', strategy: 99, benchmark: 100 },
        { date: '2021-01-05', strategy: 102, benchmark: 101 },
      ],
    });
    expect(lines.strategy.map((point) => point.time)).toEqual(['2021-01-04', '2021-01-05']);
  });

  it.each([
    [[100, 120], true],
    [[100, 0], false],
  ])('a log scale fits %j: %s', (values, allowed) => {
    const lines = equityLines({
      equity: values.map((value, index) => ({
        date: `2021-01-0${index + 1}`,
        strategy: value,
        benchmark: 100,
      })),
    });
    expect(canUseLogScale(lines)).toBe(allowed);
  });
});

describe('chart sentences', () => {
  it('says what each chart shows', () => {
    expect(equitySummary(equityLines(done))).toBe(
      '₹100 put in this strategy on 4 Jan 2021 would have been ₹150 on 2 Jan 2023; in NIFTY 50, ₹125.',
    );
    expect(drawdownSummary(drawdownLines(done))).toBe(
      'Its deepest fall from a high was 23.4%, on 30 Jun 2021; NIFTY 50’s deepest was 15.0%.',
    );
    expect(rollingSummary(rollingLines(done))).toBe(
      'One-year returns ranged from -5.0% to +31.0%; the year to 2 Jan 2023 returned +31.0% (NIFTY 50: +9.0%).',
    );
  });

  it('says plainly when there is nothing to draw', () => {
    const empty = { strategy: [], benchmark: [] };
    expect(equitySummary(empty)).toBe('There is no history to draw yet.');
    expect(rollingSummary(empty)).toMatch(/too short/);
    const flat = drawdownLines(
      result({ drawdown: [{ date: '2021-01-04', strategy: 0, benchmark: 0 }] }),
    );
    expect(drawdownSummary(flat)).toBe('The strategy never fell below an earlier high.');
  });
});

describe('metrics in words', () => {
  it('lists every metric the definitions name, with its definition and source', () => {
    const rows = metricRows(done.metrics, done.benchmark);
    expect(rows.map((row) => row.key)).toEqual(METRIC_DEFINITIONS.map((one) => one.key));
    for (const row of rows) {
      expect(row.definition.definition.length).toBeGreaterThan(10);
      expect(row.definition.source.length).toBeGreaterThan(5);
    }
  });

  it.each([
    ['cagr', '+18.3%'],
    ['volatility', '18.1%'],
    ['sharpe', '0.87'],
    ['maxDrawdown', '-23.4%'],
    ['maxDrawdownDays', '143 days'],
    ['averageHoldingDays', '92 days'],
    ['winRate', '56.0%'],
    ['turnover', '120.0%'],
    ['totalCosts', '₹45,678'],
    ['finalValue', '₹23.2 L'],
  ] as const)('writes %s as %s', (key, text) => expect(formatMetric(key, metrics())).toBe(text));

  it('leaves the trade metrics out for NIFTY 50 and writes a missing value as a dash', () => {
    const rows = metricRows(metrics({ sortino: null }), done.benchmark);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    expect(byKey.get('winRate')?.benchmark).toBe('–');
    expect(byKey.get('totalCosts')?.benchmark).toBe('–');
    expect(byKey.get('beta')?.benchmark).toBe('1.00');
    expect(byKey.get('sortino')?.strategy).toBe('–');
  });

  it.each([
    [formatSignedPercent(0), '0.0%'],
    [formatRatio(Number.NaN), '–'],
    [formatDays(1), '1 day'],
  ])('formats edge values: %s', (actual, expected) => expect(actual).toBe(expected));
});

describe('year by month', () => {
  it('makes a row a year, newest first, with empty months outside the test', () => {
    const rows = monthTable(done);
    expect(rows.map((row) => row.year)).toEqual([2022, 2021]);
    expect(rows[1]?.months.slice(0, 3)).toEqual([0.02, -0.01, null]);
    expect(rows[0]?.months[11]).toBe(0.05);
    expect(rows[0]).toMatchObject({ total: 0.08, benchmark: 0.04 });
  });

  it('keeps a year that has months but no total yet', () => {
    const rows = monthTable({ months: [{ year: 2026, month: 1, return: 0.01 }], years: [] });
    expect(rows).toEqual([
      {
        year: 2026,
        months: [0.01, ...Array.from({ length: 11 }, () => null)],
        total: null,
        benchmark: null,
      },
    ]);
  });
});

describe('trades', () => {
  it('lists the latest first and counts closed, won and open', () => {
    expect(tradesNewestFirst(done.trades).map((trade) => trade.symbol)).toEqual(['INFY', 'TCS']);
    expect(tradeTotals(done.trades)).toEqual({ closed: 1, open: 1, won: 1 });
  });

  it('works out profit over cost, none while open', () => {
    const [closed, open] = done.trades;
    expect(profitFraction(closed!)).toBeCloseTo(0.096, 6);
    expect(profitFraction(open!)).toBeNull();
  });
});

describe('compare', () => {
  it('flips the rebalance period and nothing else', () => {
    const other = withOtherRebalance(momentum.params);
    expect(other).toEqual({ ...momentum.params, rebalance: 'quarterly' });
    expect(withOtherRebalance(other)).toEqual(momentum.params);
  });

  it('puts both periods and NIFTY 50 in a row a metric', () => {
    const rows = compareRows(
      { monthly: metrics(), quarterly: metrics({ cagr: 0.15, turnover: 0.4 }) },
      done.benchmark,
    );
    const cagr = rows.find((row) => row.key === 'cagr');
    expect(cagr).toEqual({
      key: 'cagr',
      label: 'CAGR',
      monthly: '+18.3%',
      quarterly: '+15.0%',
      benchmark: '+11.0%',
    });
    expect(rows.find((row) => row.key === 'turnover')?.benchmark).toBe('–');
  });
});
