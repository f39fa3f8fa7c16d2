import type { StockEntry } from './stock-table';

// The rules of the ready-made baskets (issue 13, Deliver 4), applied to the stock table of the
// latest day (server/archive/read/stock-table.ts). Every theme weights its stocks equally.

const THEME_SIZE = 15;
const QUALITY_AMONG = 200;

export interface ThemeRule {
  id: string;
  name: string;
  description: string;
  rule: string;
  /** The stocks, best first, from entries that have a price (largest first). */
  pick: (entries: readonly StockEntry[]) => StockEntry[];
}

const bySymbol = (a: StockEntry, b: StockEntry) => (a.row.symbol < b.row.symbol ? -1 : 1);

/** The `size` entries with the highest (or lowest) known score, ties by symbol. */
const top =
  (score: (entry: StockEntry) => number | null, order: 'highest' | 'lowest', size = THEME_SIZE) =>
  (entries: readonly StockEntry[]) =>
    entries
      .filter((entry) => score(entry) !== null)
      .sort((a, b) => {
        const difference = (score(b) ?? 0) - (score(a) ?? 0);
        return (order === 'highest' ? difference : -difference) || bySymbol(a, b);
      })
      .slice(0, size);

export const THEME_RULES: readonly ThemeRule[] = [
  {
    id: 'nifty50-equal',
    name: 'NIFTY 50 equal weight',
    description:
      'India’s fifty largest and most traded companies, each given the same share of your money, so the biggest few do not dominate.',
    rule: 'Every stock in the NIFTY 50 index today, each with the same weight.',
    pick: (entries) => entries.filter((entry) => entry.row.inNifty50),
  },
  {
    id: 'quality-leaders',
    name: 'Quality leaders',
    description:
      'Large, established companies that earn well on their shareholders’ money, borrow little and have steady profits.',
    rule: `The ${THEME_SIZE} stocks with the highest quality score (return on equity, debt to equity and steadiness of profits, against the NIFTY 500) among the ${QUALITY_AMONG} largest by market capitalisation, each with the same weight.`,
    pick: (entries) =>
      top(
        (entry) => entry.row.quality,
        'highest',
      )(entries.filter((entry) => entry.row.rank <= QUALITY_AMONG)),
  },
  {
    id: 'dividend-yield',
    name: 'Dividend yield',
    description:
      'Profitable companies that paid out the most in dividends for their share price over the last year.',
    rule: `The ${THEME_SIZE} NIFTY 500 stocks with the highest dividend yield of the last 12 months, among companies with a net profit in each of the last three years, each with the same weight. Past dividends are no promise of future ones.`,
    pick: (entries) =>
      top(
        (entry) => entry.row.dividendYield,
        'highest',
      )(
        entries.filter((entry) => entry.profitableThreeYears && (entry.row.dividendYield ?? 0) > 0),
      ),
  },
  {
    id: 'low-volatility',
    name: 'Low volatility',
    description: 'The NIFTY 500 stocks whose prices swung the least over the last year.',
    rule: `The ${THEME_SIZE} NIFTY 500 stocks with the lowest volatility of daily returns over the last year, each with the same weight.`,
    pick: top((entry) => entry.volatility, 'lowest'),
  },
  {
    id: 'momentum-leaders',
    name: 'Momentum leaders',
    description:
      'Stocks that have risen the most over the last year, leaving out the latest month, in the hope the trend carries on.',
    rule: `The ${THEME_SIZE} NIFTY 500 stocks with the highest momentum score (the return from 12 months ago to one month ago, against the NIFTY 500), each with the same weight.`,
    pick: top((entry) => entry.row.momentum, 'highest'),
  },
];
