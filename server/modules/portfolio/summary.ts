import type {
  Holdings,
  Performance,
  PerformanceRange,
  PortfolioSummary,
} from '../../../src/features/portfolio/model/contract';
import { timeWeightedReturn } from '../../../src/features/portfolio/model/twr';
import { xirr } from '../../../src/features/portfolio/model/xirr';
import type { Order } from '../../../src/features/portfolio/model/contract';
import type { Position } from '../orders/ledger';
import { BENCHMARK, isExternal, type CashMovement, type DayValue } from './history';

const percent = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);

type Slice = { name: string; value: number; weight: number };

function groupBy(holdings: Holdings, key: (item: Holdings['items'][number]) => string): Slice[] {
  const totals = new Map<string, number>();
  for (const item of holdings.items)
    totals.set(key(item), (totals.get(key(item)) ?? 0) + item.value);
  const whole = holdings.totals.value;
  return [...totals]
    .map(([name, value]) => ({ name, value, weight: whole === 0 ? 0 : value / whole }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

function movers(holdings: Holdings) {
  const ranked = holdings.items
    .filter((item) => item.dayChangePercent !== null)
    .map((item) => ({
      symbol: item.symbol,
      name: item.name,
      lastPrice: item.lastPrice,
      dayChange: item.dayChange,
      dayChangePercent: item.dayChangePercent,
    }))
    .sort((a, b) => (b.dayChangePercent ?? 0) - (a.dayChangePercent ?? 0));
  return {
    gainers: ranked.filter((item) => (item.dayChangePercent ?? 0) > 0).slice(0, 3),
    losers: ranked
      .filter((item) => (item.dayChangePercent ?? 0) < 0)
      .reverse()
      .slice(0, 3),
  };
}

export interface SummaryInputs {
  holdings: Holdings;
  cash: number;
  positions: Map<number, Position>;
  entries: readonly CashMovement[];
  recentOrders: Order[];
  openOrders: number;
}

/** GET /api/investor/portfolio: the dashboard's numbers from the account's parts. */
export function portfolioSummary(
  inputs: SummaryInputs,
  days: readonly DayValue[],
): PortfolioSummary {
  const { holdings, cash, positions, entries } = inputs;
  const netWorth = holdings.totals.value + cash;
  const deposited = entries.filter(isExternal).reduce((sum, entry) => sum + entry.amountPaise, 0);
  let realisedGain = 0;
  for (const position of positions.values()) {
    for (const match of position.matches) {
      realisedGain += match.proceedsPaise - match.sellChargesPaise - match.costPaise;
    }
  }
  const dividends = entries
    .filter((entry) => entry.kind === 'dividend' || entry.kind === 'tds')
    .reduce((sum, entry) => sum + entry.amountPaise, 0);
  const asOfDate = holdings.asOf.date ?? days.at(-1)?.date ?? null;
  // Money in is negative to the investor, money out and today's worth positive (XIRR's signs).
  const flows = entries
    .filter(isExternal)
    .map((entry) => ({ date: entry.entryDate, amountPaise: -entry.amountPaise }));
  if (asOfDate) flows.push({ date: asOfDate, amountPaise: netWorth });
  const twr = timeWeightedReturn(
    days.map((day) => ({ date: day.date, valuePaise: day.value, flowPaise: day.flow })),
  );
  const previousValue = holdings.totals.value - holdings.totals.dayChange;
  return {
    asOf: holdings.asOf,
    netWorth,
    holdingsValue: holdings.totals.value,
    cash,
    invested: holdings.totals.invested,
    dayChange: holdings.totals.dayChange,
    dayChangePercent: percent(holdings.totals.dayChange, previousValue + cash),
    deposited,
    totalGain: netWorth - deposited,
    totalGainPercent: percent(netWorth - deposited, deposited),
    unrealisedGain: holdings.totals.unrealisedGain,
    realisedGain,
    dividends,
    xirr: flows.length > 1 ? xirr(flows) : null,
    twr,
    since: entries[0]?.entryDate ?? null,
    allocation: {
      bySector: groupBy(holdings, (item) => item.sector),
      bySize: groupBy(holdings, (item) => item.size),
    },
    movers: movers(holdings),
    recentOrders: inputs.recentOrders,
    openOrders: inputs.openOrders,
  };
}

/** The first day of a range ending on `last` (YYYY-MM-DD). */
export function rangeStart(range: PerformanceRange, last: string): string | null {
  if (range === 'ALL') return null;
  if (range === 'YTD') return `${last.slice(0, 4)}-01-01`;
  const [year, month, day] = last.split('-').map(Number) as [number, number, number];
  const months = range === '1M' ? 1 : range === '6M' ? 6 : 12;
  const start = new Date(Date.UTC(year, month - 1 - months, day));
  return start.toISOString().slice(0, 10);
}

/** GET /api/investor/portfolio/performance: the range's days, NIFTY 50 rebased to day one. */
export function performanceOf(
  range: PerformanceRange,
  days: readonly DayValue[],
  asOf: Performance['asOf'],
): Performance {
  const last = days.at(-1)?.date;
  const from = last ? rangeStart(range, last) : null;
  const within = from === null ? days : days.filter((day) => day.date >= from);
  const first = within[0];
  const base = within.find((day) => day.benchmark !== null)?.benchmark ?? null;
  const points = within.map((day) => ({
    date: day.date,
    value: day.value,
    deposited: day.deposited,
    benchmark:
      base === null || day.benchmark === null || !first
        ? null
        : Math.round((first.value * day.benchmark) / base),
  }));
  const lastLevel = within.at(-1)?.benchmark ?? null;
  return {
    range,
    asOf,
    benchmark: BENCHMARK,
    points,
    // Day one is the base: its own flow is not a return.
    portfolioReturn: timeWeightedReturn(
      within.map((day, at) => ({
        date: day.date,
        valuePaise: day.value,
        flowPaise: at === 0 ? 0 : day.flow,
      })),
    ),
    benchmarkReturn: base === null || lastLevel === null ? null : lastLevel / base - 1,
  };
}
