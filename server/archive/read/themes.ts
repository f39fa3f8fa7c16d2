import { DEFAULT_TOLERANCE_BP, MIN_STOCKS } from '../../../src/features/baskets/model/contract';
import { fitCategoryOf } from '../../../src/features/baskets/model/fit';
import { minimumInvestment } from '../../../src/features/baskets/model/minimum-investment';
import { weightsFor } from '../../../src/features/baskets/model/weights';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import type { Theme, ThemeHistory, Themes } from '../schemas/responses';
import type { ArchiveSnapshot } from './snapshot';
import { cachedPromise, stockFacts, type StockEntry } from './stock-table';
import { rebased, seriesStats, themeValues, weeklyPoints } from './theme-maths';
import { THEME_RULES } from './theme-rules';
import { readSeriesInputs, type SeriesInputs } from './theme-series';

// GET /archive/themes and /archive/themes/:id/history (issue 13, Deliver 4): ready-made baskets
// built by a rule from the stock table of the latest day. Three of the rules rank by the factor
// engine's scores, so while a load is being scored the themes answer 503 factors_pending like
// /archive/factors (a few seconds after a load) rather than a list missing three themes that
// would stay cached for the whole day.

interface BuiltTheme {
  theme: Theme;
  values: Float64Array;
}

interface ThemeBook {
  date: string;
  inputs: SeriesInputs;
  themes: Map<string, BuiltTheme>;
  /** Histories made so far, by theme id. */
  histories: Map<string, ThemeHistory>;
}

async function buildBook(
  orm: Orm,
  date: string,
  entries: readonly StockEntry[],
): Promise<ThemeBook> {
  const picked = THEME_RULES.map((rule) => {
    const stocks = rule.pick(entries);
    const weights = weightsFor(
      'equal',
      stocks.map((entry) => ({
        symbol: entry.row.symbol,
        marketCap: entry.row.marketCap,
        composite: entry.row.composite,
      })),
    );
    return { rule, stocks, weights };
  }).filter(({ stocks }) => stocks.length >= MIN_STOCKS);
  // One read for every theme's stocks.
  const ids = new Set(picked.flatMap(({ stocks }) => stocks.map((entry) => entry.instrument.id)));
  const inputs = await readSeriesInputs(orm, [...ids], date);
  const themes = new Map<string, BuiltTheme>();
  for (const { rule, stocks, weights } of picked) {
    const values = themeValues(
      inputs,
      stocks.map((entry, i) => ({ id: entry.instrument.id, weightBp: weights[i] ?? 0 })),
    );
    const stats = seriesStats(inputs.days, values);
    const minimum = minimumInvestment(
      stocks.map((entry, i) => ({
        symbol: entry.row.symbol,
        price: entry.row.close,
        weightBp: weights[i] ?? 0,
        lotSize: entry.row.lotSize,
      })),
      DEFAULT_TOLERANCE_BP,
    );
    themes.set(rule.id, {
      values,
      theme: {
        id: rule.id,
        name: rule.name,
        description: rule.description,
        rule: rule.rule,
        weighting: 'equal',
        stocks: stocks.map((entry, i) => ({
          symbol: entry.row.symbol,
          name: entry.row.name,
          sector: entry.row.sector,
          weightBp: weights[i] ?? 0,
          price: entry.row.close,
        })),
        minimumInvestment: minimum.amount,
        ...stats,
        fitCategory: fitCategoryOf(stats.volatility),
      },
    });
  }
  return { date, inputs, themes, histories: new Map() };
}

const books = new WeakMap<ArchiveSnapshot, Promise<ThemeBook>>();

/** The themes of the snapshot, built once; 503 factors_pending (not kept) while scoring. */
async function themeBook(orm: Orm, snapshot: ArchiveSnapshot): Promise<ThemeBook> {
  const cached = books.get(snapshot);
  if (cached) return cached;
  const facts = await stockFacts(orm, snapshot);
  if (facts.factorsPending) {
    throw new ApiError(
      503,
      'factors_pending',
      'Factor scores are being computed for the latest market data: try again in a few seconds',
      { 'Retry-After': '5' },
    );
  }
  return cachedPromise(books, snapshot, () => buildBook(orm, facts.date, facts.entries));
}

/** GET /archive/themes. */
export async function themeList(orm: Orm, snapshot: ArchiveSnapshot): Promise<Themes> {
  const book = await themeBook(orm, snapshot);
  return { date: book.date, themes: [...book.themes.values()].map((built) => built.theme) };
}

/** GET /archive/themes/:id/history: weekly, base 100, with the NIFTY 50 on the same base. */
export async function themeHistory(
  orm: Orm,
  snapshot: ArchiveSnapshot,
  id: string,
): Promise<ThemeHistory> {
  const book = await themeBook(orm, snapshot);
  const known = book.histories.get(id);
  if (known) return known;
  const built = book.themes.get(id);
  if (!built) {
    const names = [...book.themes.keys()].join(', ');
    throw new ApiError(
      404,
      'unknown_theme',
      THEME_RULES.some((rule) => rule.id === id)
        ? `The theme ${id} has too few stocks on ${book.date} to build`
        : `There is no theme ${id}: the themes are ${names}`,
    );
  }
  const history: ThemeHistory = {
    id,
    points: weeklyPoints(book.inputs.days, built.values),
    benchmark: weeklyPoints(book.inputs.days, rebased(book.inputs.benchmark, built.values)),
  };
  book.histories.set(id, history);
  return history;
}
