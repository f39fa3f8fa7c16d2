import type { StockRow } from './archive-shapes';
import { customWeightsOf, type BasketForm } from './basket-form';
import { MIN_STOCKS } from './contract';
import { minimumInvestment } from './minimum-investment';
import { customWeightProblem, weightsFor, type WeighInput } from './weights';

// What the create-a-basket screen shows while the investor types: each stock's weight by the
// chosen rule (the same weightsFor() the server uses, on the same stock table), and the minimum
// investment that buys whole lots of every stock within the tolerance. Computed on the device,
// so it answers offline too; the server works the weights out again when it saves.

export interface FigureStock {
  symbol: string;
  name: string;
  sector: string;
  /** Last close, paise; null when the stock is not in the table. */
  price: number | null;
  lotSize: number;
  /** Target weight; null while custom weights do not add up. */
  weightBp: number | null;
}

export interface BasketFigures {
  stocks: FigureStock[];
  /** Symbols the stock table does not know (left the NIFTY 500, mistyped). */
  unknown: string[];
  weightsProblem: string | null;
  minimum: ReturnType<typeof minimumInvestment> | null;
}

export function basketFigures(
  form: BasketForm,
  rows: ReadonlyMap<string, StockRow>,
  toleranceBp: number,
): BasketFigures {
  const known = form.symbols.map((symbol) => rows.get(symbol) ?? null);
  const unknown = form.symbols.filter((_, index) => known[index] === null);
  let weights: (number | null)[] = form.symbols.map(() => null);
  let weightsProblem: string | null = null;
  if (form.symbols.length > 0) {
    if (form.weighting === 'custom') {
      const typed = customWeightsOf(form);
      weightsProblem = customWeightProblem(typed);
      weights = typed.map((bp) => bp ?? null);
    } else {
      const inputs: WeighInput[] = form.symbols.map((symbol, index) => ({
        symbol,
        marketCap: known[index]?.marketCap ?? null,
        composite: known[index]?.composite ?? null,
      }));
      weights = weightsFor(form.weighting, inputs);
    }
  }
  const stocks = form.symbols.map((symbol, index): FigureStock => {
    const row = known[index];
    return {
      symbol,
      name: row?.name ?? symbol,
      sector: row?.sector ?? '',
      price: row ? Math.round(row.close) : null,
      lotSize: row?.lotSize ?? 1,
      weightBp: weightsProblem ? null : (weights[index] ?? null),
    };
  });
  const priced = stocks.flatMap((stock) =>
    stock.price !== null && stock.price > 0 && stock.weightBp !== null
      ? [
          {
            symbol: stock.symbol,
            price: stock.price,
            weightBp: stock.weightBp,
            lotSize: stock.lotSize,
          },
        ]
      : [],
  );
  const minimum =
    priced.length >= MIN_STOCKS && priced.length === stocks.length
      ? minimumInvestment(priced, toleranceBp)
      : null;
  return { stocks, unknown, weightsProblem, minimum };
}

/** The stock table by symbol, for look-ups while typing. */
export const rowsBySymbol = (rows: readonly StockRow[]): Map<string, StockRow> =>
  new Map(rows.map((row) => [row.symbol, row]));
