import type { Expr } from '../../../../src/domain/scan/ast';
import { matchesAt } from '../../../../src/domain/scan/evaluate';
import type { Frame } from '../../../../src/domain/scan/frame';
import type {
  BacktestResult,
  StrategyParams,
} from '../../../../src/features/strategies/model/contract';
import { FIRST_CHARGES_DATE } from './costs';
import { computeMetrics } from './metrics';
import { Notes } from './notes';
import {
  creditDividends,
  dividendCalendar,
  markTo,
  newBook,
  sell,
  valueOf,
  type Book,
  type Market,
} from './portfolio';
import { ticker, type ProgressOptions } from './progress';
import { scoredDays } from './ranking';
import { rebalanceTo, type Target } from './rebalance';
import { signalDays, windowStart, yearsBefore, calendarDaysBetween } from './rebalance-dates';
import { closedTradeFigures, holdingsOf, tradeList } from './result';
import { selectTargets, universeOf, type SelectionContext } from './selection';
import { drawdownSeries, equitySeries, periodReturns, rollingYear } from './series';
import { averageEntryPrice, type ExitReason } from './trades';
import { formatIsoDate } from '../../../../src/ui/format-money';

export { BacktestCancelledError } from './progress';

// The backtest engine (issue 14, Deliver 4): a pure, deterministic walk over the frame's days.
// Each day: dividends going ex are credited, waiting sales (stop-loss, exit rule) and the
// rebalance chosen at the previous close trade at this open, the account is valued at the
// close, and the close is checked for a stop-loss or the exit rule (sold at the next open).
// On a signal day's close (month or quarter end) the next holdings are chosen from what was
// known then: factor scores of that day or before, fundamentals only once announced (the
// evaluator's point-in-time rule). The same frame and parameters give the same bytes.

export interface BacktestOptions extends ProgressOptions {
  /** The entry rule parsed (the caller parses params.entry; the engine does not parse). */
  entryAst?: Expr | undefined;
  exitAst?: Expr | undefined;
}

interface Walk {
  book: Book;
  values: number[];
  rebalances: number;
}

/** Held stocks whose close triggers the stop-loss or the exit rule: sold at the next open. */
function checkClose(
  frame: Frame,
  params: StrategyParams,
  exitAst: Expr | undefined,
  book: Book,
  index: number,
  pending: Map<number, ExitReason>,
): void {
  for (const position of book.positions.values()) {
    const stock = position.stock;
    if (pending.has(stock) || !((frame.stocks[stock]?.close[index] ?? NaN) > 0)) continue;
    if (
      params.stopLoss !== null &&
      position.mark < averageEntryPrice(position) * (1 - params.stopLoss)
    ) {
      pending.set(stock, 'stopLoss');
    } else if (exitAst && matchesAt(frame, exitAst, stock, index)) {
      pending.set(stock, 'exitRule');
    }
  }
}

function walk(
  frame: Frame,
  params: StrategyParams,
  options: BacktestOptions,
  start: number,
  notes: Notes,
): Walk {
  const last = frame.days.length - 1;
  const market: Market = {
    frame,
    setup: { costs: params.costs, slippageBps: params.slippageBps },
  };
  const context: SelectionContext = {
    frame,
    params,
    universe: universeOf(frame, params),
    scored: scoredDays(frame),
    entryAst: options.entryAst,
    exitAst: options.exitAst,
  };
  const signals = new Set(signalDays(frame.days, start, params.rebalance));
  const dividends = dividendCalendar(frame);
  const book = newBook(params.capital);
  const pending = new Map<number, ExitReason>();
  const values: number[] = [];
  const progress = ticker(options, last - start + 1);
  let planned: Target[] | null = null;
  let rebalances = 0;
  for (let t = start; t <= last; t += 1) {
    progress.tick(t - start);
    if (t > start) {
      creditDividends(book, dividends.get(t));
      for (const [stock, reason] of [...pending].sort((a, b) => a[0] - b[0])) {
        const quantity = book.positions.get(stock)?.quantity ?? 0;
        if (quantity === 0 || sell(book, market, stock, quantity, t, reason)) pending.delete(stock);
      }
      if (planned) {
        const { notBought } = rebalanceTo(book, market, planned, t, pending);
        for (const stock of notBought) {
          notes.add(
            `${frame.stocks[stock]?.symbol ?? ''} did not trade on ${frame.days[t]}: not bought`,
          );
        }
        rebalances += 1;
        planned = null;
      }
    }
    markTo(book, frame, t, 'close');
    values.push(valueOf(book));
    checkClose(frame, params, options.exitAst, book, t, pending);
    if (signals.has(t)) {
      const selection = selectTargets(context, t, new Set(pending.keys()));
      if (selection.note) notes.addDated(selection.note);
      planned = selection.targets;
      progress.tick(t - start);
    }
  }
  progress.finish();
  return { book, values, rebalances };
}

/** NIFTY 50 buy and hold of the same capital, a missing close carrying the one before. */
function benchmarkValues(frame: Frame, start: number, capital: number): number[] {
  const closes: number[] = [];
  let known = NaN;
  for (let t = start; t < frame.days.length; t += 1) {
    const close = frame.nifty50[t] ?? NaN;
    if (close > 0) known = close;
    closes.push(known);
  }
  const first = closes.find((close) => close > 0) ?? NaN;
  return closes.map((close) => (first > 0 && close > 0 ? (capital * close) / first : capital));
}

export function runBacktest(
  frame: Frame,
  params: StrategyParams,
  options: BacktestOptions = {},
): BacktestResult {
  const days = frame.days;
  const last = days.length - 1;
  if (last < 1) throw new RangeError('A backtest needs at least two trading days of prices');
  // A rule without its tree would be silently ignored: a wrong backtest, not a slower one.
  if ((params.entry !== null && !options.entryAst) || (params.exit !== null && !options.exitAst)) {
    throw new TypeError('Pass the parsed entry and exit rules as options.entryAst and exitAst');
  }
  const start = windowStart(days, params.years);
  const from = days[start] ?? '';
  const to = days[last] ?? '';
  const notes = new Notes();
  if (from > yearsBefore(to, params.years)) {
    const span = params.years === 1 ? 'a year' : `${params.years} years`;
    notes.add(`Prices start on ${formatIsoDate(from)}: the test covers less than ${span}`);
  }
  if (params.costs && from < FIRST_CHARGES_DATE) {
    notes.add(`Trades before ${FIRST_CHARGES_DATE} pay the charges of ${FIRST_CHARGES_DATE}`);
  }
  const { book, values, rebalances } = walk(frame, params, options, start, notes);
  const benchmark = benchmarkValues(frame, start, params.capital);
  if (!frame.nifty50.some((close, t) => t >= start && close > 0)) {
    notes.add('NIFTY 50 closes are missing for these days: the benchmark is flat');
  }
  const window = days.slice(start);
  const calendarDays = calendarDaysBetween(from, to);
  const common = { calendarDays, riskFreeRate: params.riskFreeRate };
  const metrics = computeMetrics({
    ...common,
    values,
    benchmark,
    ...closedTradeFigures(frame, book),
    bought: book.bought,
    sold: book.sold,
    totalCosts: book.costs,
  });
  const benchmarkMetrics = computeMetrics({
    ...common,
    values: benchmark,
    benchmark,
    profits: [],
    holdingDays: [],
    bought: params.capital,
    sold: 0,
    totalCosts: 0,
  });
  return {
    from,
    to,
    metrics,
    benchmark: benchmarkMetrics,
    equity: equitySeries(window, values, benchmark),
    drawdown: drawdownSeries(window, values, benchmark),
    rolling: rollingYear(window, values, benchmark),
    ...periodReturns(window, values, benchmark),
    trades: tradeList(frame, book),
    holdings: holdingsOf(frame, book, values[values.length - 1] ?? 0),
    rebalances,
    notes: notes.list(),
  };
}
