import * as z from 'zod/mini';
import { RISK_CATEGORY_IDS } from '../../../domain/risk-categories';

// What the screens read from the archive for baskets (issue 13 plan, "Archive"): the stock table
// of the NIFTY 500, the ready-made themes and a theme's back history. Lenient on purpose: extra
// fields are dropped, and a number the archive leaves out reads as null ("not known"), so a new
// or missing figure never blanks a whole screen. Prices and money are whole paise.

/** A number that may be missing or null: null either way. */
const maybe = z.pipe(
  z.optional(z.nullable(z.number())),
  z.transform((value) => value ?? null),
);

export const STOCK_SIZES = ['large', 'mid', 'small'] as const;
export type StockSize = (typeof STOCK_SIZES)[number];

export const stockRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  industry: z.optional(z.string()),
  /** By market capitalisation, 1 = largest. */
  rank: maybe,
  /** SEBI's categorisation: rank ≤ 100 large, ≤ 250 mid, else small. */
  size: z.catch(z.enum(STOCK_SIZES), 'small'),
  /** Last close, paise. */
  close: z.number(),
  changePercent: maybe,
  /** Paise. */
  marketCap: maybe,
  high52w: maybe,
  low52w: maybe,
  lotSize: z.pipe(
    z.optional(z.nullable(z.number())),
    z.transform((value) => (value && value > 0 ? value : 1)),
  ),
  pe: maybe,
  pb: maybe,
  /** Percent. */
  roe: maybe,
  /** Percent. */
  dividendYield: maybe,
  debtToEquity: maybe,
  /** Factor z-scores (about -3 to 3); null while factors are pending or missing. */
  composite: maybe,
  value: maybe,
  momentum: maybe,
  quality: maybe,
  lowVolatility: maybe,
  inNifty50: z.catch(z.boolean(), false),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const stockTableSchema = z.object({
  data: z.object({
    date: z.string(),
    /** The latest load is being scored: factor fields are null for now. */
    factorsPending: z.catch(z.optional(z.boolean()), false),
    rows: z.array(stockRowSchema),
  }),
});

export const themeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.catch(z.string(), ''),
  /** How the theme picks and weighs its stocks, in plain words. */
  rule: z.catch(z.string(), ''),
  weighting: z.catch(z.string(), 'equal'),
  stocks: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      sector: z.catch(z.string(), ''),
      weightBp: z.number(),
      price: z.number(),
    }),
  ),
  /** Paise. */
  minimumInvestment: maybe,
  returns: z.catch(z.object({ oneYear: maybe, threeYearCagr: maybe, fiveYearCagr: maybe }), {
    oneYear: null,
    threeYearCagr: null,
    fiveYearCagr: null,
  }),
  /** Yearly, a fraction (0.18 = 18 %). */
  volatility: maybe,
  /** A fraction, negative. */
  maxDrawdown: maybe,
  fitCategory: z.catch(z.nullable(z.enum(RISK_CATEGORY_IDS)), null),
});
export type Theme = z.infer<typeof themeSchema>;

export const themesSchema = z.object({
  data: z.object({ date: z.string(), themes: z.array(themeSchema) }),
});

const pointSchema = z.object({ date: z.string(), value: z.number() });
export type HistoryPoint = z.infer<typeof pointSchema>;

export const themeHistorySchema = z.object({
  data: z.object({
    id: z.string(),
    points: z.array(pointSchema),
    benchmark: z.catch(z.array(pointSchema), []),
  }),
});
export type ThemeHistory = z.infer<typeof themeHistorySchema>['data'];
