import { z } from 'zod';

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
    indices: z.array(z.object({ code: z.string(), name: z.string() })),
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
  })
  .meta({ id: 'Quarter' });

export const fundamentalsSchema = z.object({
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  quarters: z.array(quarterSchema),
});

export type Meta = z.infer<typeof metaSchema>;
export type InstrumentSummary = z.infer<typeof instrumentSummarySchema>;
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
