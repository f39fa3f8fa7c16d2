import { z } from 'zod';
import { RISK_CATEGORY_IDS } from '../../../src/domain/risk-categories';
import { WEIGHTINGS } from '../../../src/features/baskets/model/contract';
import { RAW_KEYS } from '../../../src/features/stocks/model/factors';

/**
 * Response schemas of the archive API: the services' return types are inferred from them and
 * /archive/openapi.json describes them. Prices and money are whole paise; index levels are
 * points with two decimals; holdings are basis points (5012 = 50.12 %).
 */
const paise = (what: string) => z.number().int().describe(`${what}, in paise`);
const date = z.iso.date();

export const metaSchema = z
  .object({
    demo: z.boolean().describe('true while the archive holds generated demo data'),
    label: z.string().nullable().describe('"Local demo data" for demo data: show it on screen'),
    updatedatetime: z.string().describe('The data-update time these data belong to (ISO 8601)'),
  })
  .meta({ id: 'Meta' });

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, meta: metaSchema });

export const instrumentSummarySchema = z
  .object({
    exchange: z.enum(['NSE', 'BSE']),
    symbol: z.string(),
    name: z.string(),
    isin: z.string(),
    series: z.string(),
    sector: z.string().describe('NSE macro-economic sector'),
    industry: z.string().describe('NSE industry'),
  })
  .meta({ id: 'InstrumentSummary' });

export const universeEntrySchema = z
  .object({
    exchange: z.enum(['NSE', 'BSE']),
    symbol: z.string(),
    name: z.string(),
    isin: z.string(),
    sector: z.string().describe('NSE macro-economic sector'),
    industry: z.string().describe('NSE industry'),
    rank: z
      .number()
      .int()
      .min(1)
      .describe('Order by market capitalisation: 1 is the largest; no quote sorts last'),
  })
  .meta({ id: 'UniverseEntry' });

export const quoteSchema = z
  .object({
    exchange: z.enum(['NSE', 'BSE']),
    symbol: z.string(),
    name: z.string(),
    date,
    open: paise('Open'),
    high: paise('High'),
    low: paise('Low'),
    close: paise('Close'),
    previousClose: paise('Previous close').nullable(),
    change: paise('Close minus previous close').nullable(),
    changePercent: z.number().nullable(),
    volume: z.number().int(),
    high52w: paise('Highest price of the last 52 weeks (split-adjusted)'),
    low52w: paise('Lowest price of the last 52 weeks (split-adjusted)'),
    marketCap: paise('Market capitalisation').nullable(),
  })
  .meta({ id: 'Quote' });

export const corporateActionSchema = z
  .object({
    exDate: date,
    kind: z.enum(['split', 'bonus', 'dividend']),
    sharesBefore: z.number().int(),
    sharesAfter: z.number().int(),
    dividend: paise('Dividend per share').nullable(),
    priceFactor: z
      .number()
      .describe('Multiplies prices before exDate to compare them with later ones'),
  })
  .meta({ id: 'CorporateAction' });

export const companyFactsSchema = z
  .object({
    incorporationYear: z.number().int().nullable(),
    headquartersCity: z.string().nullable(),
    headquartersState: z.string().nullable(),
    employeesBand: z.string().nullable(),
    marketCapBand: z.enum(['Large cap', 'Mid cap', 'Small cap']).nullable(),
    promoterGroup: z.string().nullable(),
    description: z.string(),
  })
  .meta({ id: 'CompanyFacts' });

export const instrumentDetailSchema = instrumentSummarySchema
  .extend({
    lotSize: z.number().int(),
    listingDate: date.nullable(),
    status: z.enum(['active', 'suspended', 'delisted']),
    facts: companyFactsSchema.nullable(),
    indices: z.array(
      z.object({ code: z.string(), name: z.string(), kind: z.enum(['broad', 'sector']) }),
    ),
    quote: quoteSchema.nullable(),
    corporateActions: z.array(corporateActionSchema),
  })
  .meta({ id: 'InstrumentDetail' });

export const barSchema = z
  .object({
    date: date.describe('Trading day (daily) or the first trading day of the week or month'),
    open: paise('Open'),
    high: paise('High'),
    low: paise('Low'),
    close: paise('Close'),
    volume: z.number().int(),
  })
  .meta({ id: 'Bar' });

export const historySchema = z.object({
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  interval: z.enum(['daily', 'weekly', 'monthly']),
  adjusted: z.boolean(),
  from: date,
  to: date,
  bars: z.array(barSchema),
});

export const quotesSchema = z.object({
  quotes: z.array(quoteSchema),
  unknown: z.array(z.string()).describe('Requested symbols the archive does not know'),
});

export const indexSummarySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(['broad', 'sector']),
    industry: z.string().nullable(),
    date: date.nullable(),
    level: z.number().nullable(),
    previousLevel: z.number().nullable(),
    change: z.number().nullable(),
    changePercent: z.number().nullable(),
    constituents: z.number().int(),
  })
  .meta({ id: 'IndexSummary' });

export const indexDetailSchema = indexSummarySchema.extend({
  members: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      units: z.number().describe('Index points per paise of price: level = sum(units x close)'),
      close: paise('Latest close').nullable(),
      weight: z.number().describe('Share of the index level, in percent'),
    }),
  ),
});

export const levelSchema = z.object({
  date,
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
});

export const indexHistorySchema = z.object({
  code: z.string(),
  interval: z.enum(['daily', 'weekly', 'monthly']),
  from: date,
  to: date,
  levels: z.array(levelSchema),
});

export const moverSchema = z
  .object({
    symbol: z.string(),
    name: z.string(),
    industry: z.string(),
    close: paise('Close'),
    change: paise('Change'),
    changePercent: z.number(),
  })
  .meta({ id: 'Mover' });

export const overviewSchema = z.object({
  date: date.nullable(),
  indices: z.array(indexSummarySchema),
  breadth: z.object({
    advances: z.number().int(),
    declines: z.number().int(),
    unchanged: z.number().int(),
  }),
  gainers: z.array(moverSchema),
  losers: z.array(moverSchema),
  sectors: z.array(
    z.object({
      industry: z.string(),
      code: z.string(),
      changePercent: z.number().nullable(),
      advances: z.number().int(),
      declines: z.number().int(),
    }),
  ),
  highs52w: z.object({ count: z.number().int(), top: z.array(moverSchema) }),
  lows52w: z.object({ count: z.number().int(), top: z.array(moverSchema) }),
});

export const quarterSchema = z
  .object({
    periodEnd: date,
    announcedOn: date,
    revenue: paise('Revenue'),
    operatingProfit: paise('Operating profit (EBITDA)'),
    netProfit: paise('Net profit'),
    totalDebt: paise('Total debt'),
    equity: paise('Shareholders’ equity'),
    cash: paise('Cash and equivalents'),
    sharesOutstanding: z.number().int(),
    promoterHoldingBp: z.number().int(),
    promoterPledgeBp: z.number().int().describe('Share of the promoter holding pledged'),
    fiiHoldingBp: z.number().int(),
    diiHoldingBp: z.number().int(),
    // Issue 12: null when the imported results lack the figure.
    totalAssets: paise('Total assets at the quarter end').nullable(),
    currentAssets: paise('Current assets at the quarter end').nullable(),
    currentLiabilities: paise('Current liabilities at the quarter end').nullable(),
    retainedEarnings: paise(
      'Retained earnings (reserves and surplus) at the quarter end',
    ).nullable(),
    ebit: paise('Earnings before interest and tax of the quarter').nullable(),
    interestExpense: paise('Interest expense (finance costs) of the quarter').nullable(),
    operatingCashFlow: paise('Cash flow from operations of the quarter').nullable(),
    grossProfit: paise('Gross profit of the quarter (for lenders: net total income)').nullable(),
    longTermDebt: paise('Long-term borrowings at the quarter end').nullable(),
  })
  .meta({ id: 'Quarter' });

export const fundamentalsSchema = z.object({
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  quarters: z.array(quarterSchema),
});

export { financialStrengthSchema } from './strength-response';

export const peerRowSchema = z
  .object({
    symbol: z.string(),
    name: z.string(),
    isSubject: z.boolean().describe('true for the stock the peers were asked for'),
    close: paise('Latest close').nullable(),
    changePercent: z.number().nullable(),
    marketCap: paise('Market capitalisation at the latest close').nullable(),
    pe: z.number().nullable().describe('Price to trailing-twelve-month earnings; null for a loss'),
    pb: z.number().nullable().describe('Price to book (latest quarter’s equity)'),
    roePercent: z.number().nullable().describe('Trailing-twelve-month profit / latest equity'),
    debtToEquity: z.number().nullable(),
    netMarginPercent: z.number().nullable(),
  })
  .meta({ id: 'PeerRow' });

export const peersSchema = z.object({
  industry: z.string(),
  asOf: date.nullable().describe('Day of the closes the ratios use'),
  rows: z.array(peerRowSchema).describe('The stock first, then its peers, closest in size first'),
});

export type PeerRow = z.infer<typeof peerRowSchema>;
export type Peers = z.infer<typeof peersSchema>;
export const marketSentimentSchema = z
  .object({
    asOf: date.nullable().describe('Day of the last bar used'),
    rsi: z.number().nullable().describe("Wilder's 14-day RSI of adjusted closes, 0-100"),
    rangePosition: z.number().nullable().describe('0 at the 52-week low, 1 at the high'),
    upVolumeShare: z.number().nullable().describe('Share of volume traded on up days'),
    volumeDays: z.number().int().describe('Trading days the up-volume share covers'),
    peersAboveAverage: z
      .number()
      .nullable()
      .describe("Share of the industry's other stocks above their average close"),
    peersCounted: z.number().int().describe('Peers with enough prices to count'),
    averageDays: z.number().int().describe('Trading days of that average'),
    overall: z
      .object({
        score: z.number().int().describe('-100 (bearish) to 100 (bullish)'),
        reading: z.enum(['Bullish', 'Neutral', 'Bearish']),
      })
      .nullable(),
  })
  .meta({ id: 'MarketSentiment' });

export type MarketSentiment = z.infer<typeof marketSentimentSchema>;

export type Meta = z.infer<typeof metaSchema>;
export type InstrumentSummary = z.infer<typeof instrumentSummarySchema>;
export type UniverseEntry = z.infer<typeof universeEntrySchema>;
export type Quote = z.infer<typeof quoteSchema>;
export type InstrumentDetail = z.infer<typeof instrumentDetailSchema>;
export type Bar = z.infer<typeof barSchema>;
export type History = z.infer<typeof historySchema>;
export type IndexSummary = z.infer<typeof indexSummarySchema>;
export type IndexDetail = z.infer<typeof indexDetailSchema>;
export type IndexHistory = z.infer<typeof indexHistorySchema>;
export type Mover = z.infer<typeof moverSchema>;
export type Overview = z.infer<typeof overviewSchema>;
export type Fundamentals = z.infer<typeof fundamentalsSchema>;

// Factor scores (issue 12, factor engine): definitions in src/features/stocks/model/factors.ts.
const zScore = (what: string) =>
  z.number().nullable().describe(`${what}: a z-score within -3..3, null when not known`);
const factorKey = z.enum(['value', 'momentum', 'quality', 'lowVolatility', 'size']);

export const factorHistoryPointSchema = z
  .object({
    date,
    composite: zScore('Composite against the NIFTY 500'),
    value: zScore('Value'),
    momentum: zScore('Momentum'),
    quality: zScore('Quality'),
    lowVolatility: zScore('Low volatility'),
    size: zScore('Size (small-company tilt)'),
  })
  .meta({ id: 'FactorHistoryPoint' });

export const instrumentFactorsSchema = z.object({
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  sector: z.string().describe('NSE macro-economic sector the sector scores compare within'),
  date: date.describe('The latest trading day the stock was scored'),
  scored: z.number().int().describe('Stocks of the universe (NIFTY 500) scored that day'),
  composite: z.object({
    universe: zScore('Composite against the NIFTY 500'),
    sector: zScore('Composite within the sector'),
  }),
  sectorRank: z
    .object({ rank: z.number().int(), of: z.number().int() })
    .nullable()
    .describe('Place of the sector composite within the sector, 1 = highest'),
  factors: z.array(
    z
      .object({
        key: factorKey,
        universe: zScore('Against the NIFTY 500'),
        sector: zScore('Within the sector'),
      })
      .meta({ id: 'FactorScore' }),
  ),
  raw: z
    .array(
      z.object({
        key: z.enum(RAW_KEYS),
        value: z.number().nullable(),
      }),
    )
    .describe('The measures the scores are made of (fractions: 0.05 = 5 %)'),
  history: z.object({
    range: z.enum(['1y', '3y', '5y', 'max']),
    interval: z.enum(['daily', 'weekly']),
    points: z.array(factorHistoryPointSchema),
  }),
});

export const factorListSchema = z.object({
  date: date.describe('The scored day'),
  scores: z.array(
    z
      .object({
        symbol: z.string(),
        name: z.string(),
        sector: z.string(),
        composite: zScore('Composite against the NIFTY 500'),
        sectorComposite: zScore('Composite within the sector'),
        sectorRank: z.number().int().nullable(),
        sectorSize: z.number().int().nullable(),
        value: zScore('Value'),
        momentum: zScore('Momentum'),
        quality: zScore('Quality'),
        lowVolatility: zScore('Low volatility'),
        size: zScore('Size (small-company tilt)'),
      })
      .meta({ id: 'FactorListEntry' }),
  ),
});

export type InstrumentFactors = z.infer<typeof instrumentFactorsSchema>;
export type FactorList = z.infer<typeof factorListSchema>;

// Issue 13 (baskets): the stock table the stock selection screen filters, and the ready-made
// baskets (themes) built by rule from the archive. Builders in server/archive/read/stock-table.ts
// and server/archive/read/themes.ts.
export const stockRowSchema = z
  .object({
    symbol: z.string(),
    name: z.string(),
    sector: z.string().describe('NSE macro-economic sector'),
    industry: z.string().describe('NSE industry'),
    rank: z
      .number()
      .int()
      .min(1)
      .describe('Place by market capitalisation among the rows, 1 = largest'),
    size: z
      .enum(['large', 'mid', 'small'])
      .describe("SEBI's categorisation by rank: 1-100 large, 101-250 mid, the rest small"),
    close: paise('Latest close'),
    changePercent: z.number().nullable(),
    marketCap: paise('Market capitalisation at the latest close').nullable(),
    high52w: paise('Highest price of the last 52 weeks (split-adjusted)'),
    low52w: paise('Lowest price of the last 52 weeks (split-adjusted)'),
    lotSize: z.number().int().min(1),
    pe: z.number().nullable().describe('Price to trailing-twelve-month earnings; null for a loss'),
    pb: z.number().nullable().describe('Price to book (latest quarter’s equity)'),
    roe: z.number().nullable().describe('Trailing-twelve-month profit / latest equity, percent'),
    dividendYield: z
      .number()
      .nullable()
      .describe('Dividends of the last 12 months (split-adjusted) / latest close, percent'),
    debtToEquity: z.number().nullable(),
    composite: zScore('Composite factor score against the NIFTY 500'),
    value: zScore('Value'),
    momentum: zScore('Momentum'),
    quality: zScore('Quality'),
    lowVolatility: zScore('Low volatility'),
    inNifty50: z.boolean(),
  })
  .meta({ id: 'StockRow' });

export const stockTableSchema = z
  .object({
    date: date.describe('Day of the latest closes'),
    factorsPending: z
      .boolean()
      .describe('true while the latest load is being scored: factor fields are null (not cached)'),
    rows: z
      .array(stockRowSchema)
      .describe('Every listed NIFTY 500 stock with a price, largest first'),
  })
  .meta({ id: 'StockTable' });

const fraction = (what: string) => z.number().nullable().describe(`${what}, a fraction`);

export const themeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    rule: z.string().describe('How the stocks are chosen and weighted, in plain words'),
    weighting: z.enum(WEIGHTINGS),
    stocks: z.array(
      z
        .object({
          symbol: z.string(),
          name: z.string(),
          sector: z.string(),
          weightBp: z.number().int().describe('Target weight in basis points; they add to 10,000'),
          price: paise('Latest close'),
        })
        .meta({ id: 'ThemeStock' }),
    ),
    minimumInvestment: paise(
      'The least amount that buys whole lots of every stock within the default weight tolerance',
    ),
    returns: z
      .object({
        oneYear: fraction('Price return of the last year'),
        threeYearCagr: fraction('Compound annual price return of the last 3 years'),
        fiveYearCagr: fraction('Compound annual price return of the last 5 years'),
      })
      .describe('Of the back history: today’s stocks in their weights, rebalanced monthly'),
    volatility: fraction('Annualised volatility of the back history’s last year of daily returns'),
    maxDrawdown: z
      .number()
      .max(0)
      .describe('Worst fall from a peak in the back history, a fraction (-0.25 = -25 %)'),
    fitCategory: z
      .enum(RISK_CATEGORY_IDS)
      .describe('The risk category the basket suits, from its volatility'),
  })
  .meta({ id: 'Theme' });

export const themesSchema = z
  .object({
    date: date.describe('Day of the closes and scores the themes were built from'),
    themes: z.array(themeSchema),
  })
  .meta({ id: 'Themes' });

const valuePoint = z
  .object({ date, value: z.number().describe('100 at the first point') })
  .meta({ id: 'ValuePoint' });

export const themeHistorySchema = z
  .object({
    id: z.string(),
    points: z.array(valuePoint).describe('The theme, base 100: the first day, then each week'),
    benchmark: z.array(valuePoint).describe('NIFTY 50 on the same days and base'),
  })
  .meta({ id: 'ThemeHistory' });

export type StockRow = z.infer<typeof stockRowSchema>;
export type StockTable = z.infer<typeof stockTableSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type Themes = z.infer<typeof themesSchema>;
export type ThemeHistory = z.infer<typeof themeHistorySchema>;
