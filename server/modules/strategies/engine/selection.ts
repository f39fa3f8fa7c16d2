import type { Expr } from '../../../../src/domain/scan/ast';
import { evaluateScan, matchesAt } from '../../../../src/domain/scan/evaluate';
import type { Frame } from '../../../../src/domain/scan/frame';
import type { StrategyParams } from '../../../../src/features/strategies/model/contract';
import { factorDayAt, rank, RANK_FACTOR, weightsFor } from './ranking';
import type { Target } from './rebalance';
import { formatIsoDate } from '../../../../src/ui/format-money';
import type { DatedNote } from './notes';

// Choosing the holdings at a signal day's close (issue 14): the universe's stocks that trade
// that day, that match the entry rule and not the exit rule, ranked by the base's factor score
// (the latest scored day on or before the signal day), the best `holdings` of them, weighted.

export interface SelectionContext {
  frame: Frame;
  params: StrategyParams;
  /** Stock indexes of the universe, in frame order. */
  universe: readonly number[];
  /** Scored day indexes, ascending. */
  scored: readonly number[];
  entryAst?: Expr | undefined;
  exitAst?: Expr | undefined;
}

export interface Selection {
  /** null: no scores yet, the holdings stay as they are. */
  targets: Target[] | null;
  /** A plain-words remark for the notes (a thin month, no scores). */
  note: DatedNote | null;
}

const FACTOR_WORDS: Record<string, string> = {
  composite: 'a composite factor score',
  momentum: 'a momentum score',
  value: 'a value score',
  quality: 'a quality score',
  lowVolatility: 'a low-volatility score',
};

/** The stocks of the universe: NIFTY 50 members for that universe or the equal-weight base. */
export function universeOf(frame: Frame, params: StrategyParams): number[] {
  const nifty50Only = params.universe === 'nifty50' || params.base === 'equalWeightNifty50';
  const out: number[] = [];
  frame.stocks.forEach((stock, index) => {
    if (!nifty50Only || stock.inNifty50) out.push(index);
  });
  return out;
}

export function selectTargets(
  context: SelectionContext,
  index: number,
  /** Stocks being sold for a stop-loss or the exit rule: not bought back at once. */
  excluded: ReadonlySet<number>,
): Selection {
  const { frame, params } = context;
  const day = formatIsoDate(frame.days[index] ?? '');
  let candidates = context.universe.filter(
    (stock) => (frame.stocks[stock]?.close[index] ?? NaN) > 0 && !excluded.has(stock),
  );
  if (context.entryAst) {
    const matches = new Set(
      evaluateScan(frame, context.entryAst, index, { stocks: candidates }).matches,
    );
    candidates = candidates.filter((stock) => matches.has(stock));
  }
  const exitAst = context.exitAst;
  if (exitAst) candidates = candidates.filter((stock) => !matchesAt(frame, exitAst, stock, index));

  const factor = RANK_FACTOR[params.base];
  const scores = factor === null ? null : factorDayAt(frame, context.scored, index);
  if (factor !== null && scores === null && params.base !== 'scan') {
    return {
      targets: null,
      note: {
        key: 'no-scores',
        day,
        text: (days) => `No factor scores yet on ${days}: nothing was bought or sold`,
      },
    };
  }
  const equalNifty = params.base === 'equalWeightNifty50';
  const ranked = rank(
    candidates,
    factor === null || scores === null ? null : scores.scores[factor],
    factor === null || params.base === 'scan',
  );
  const chosen = equalNifty ? ranked : ranked.slice(0, params.holdings);
  const weights = weightsFor(chosen, equalNifty ? 'equal' : params.weighting, frame, index);
  const targets = chosen.map((entry, k) => ({ stock: entry.stock, weight: weights[k] ?? 0 }));
  let note: DatedNote | null = null;
  if (!equalNifty && chosen.length < params.holdings) {
    const why = context.entryAst
      ? 'matched the entry rule'
      : `had ${FACTOR_WORDS[factor ?? 'composite'] ?? 'a score'}`;
    const count = chosen.length;
    note =
      count === 0
        ? {
            key: `none ${why}`,
            day,
            text: (days) => `No stock ${why} on ${days}: the money stayed in cash`,
          }
        : {
            key: `only ${count} ${why}`,
            day,
            text: (days) =>
              `Only ${count} ${count === 1 ? 'stock' : 'stocks'} ${why} on ${days}: held ${count} instead of ${params.holdings}`,
          };
  }
  return { targets, note };
}
