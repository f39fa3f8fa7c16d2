import * as z from 'zod/mini';

// What the stock page reads from the archive API (server/archive/schemas/responses.ts): only the
// parts it shows. Prices are whole paise, index levels points with two decimals.

const paise = z.number().check(z.int());

export const metaSchema = z.object({
  demo: z.boolean(),
  label: z.nullable(z.string()),
  updatedatetime: z.string(),
});

export const stockQuoteSchema = z.object({
  date: z.string(),
  close: paise,
  previousClose: z.nullable(paise),
  change: z.nullable(paise),
  changePercent: z.nullable(z.number()),
  volume: z.number(),
  high52w: paise,
  low52w: paise,
  marketCap: z.nullable(z.number()),
});

export const corporateActionSchema = z.object({
  exDate: z.string(),
  kind: z.enum(['split', 'bonus', 'dividend']),
  sharesBefore: z.number(),
  sharesAfter: z.number(),
  dividend: z.nullable(paise),
});

export const companyFactsSchema = z.object({
  incorporationYear: z.nullable(z.number()),
  headquartersCity: z.nullable(z.string()),
  headquartersState: z.nullable(z.string()),
  employeesBand: z.nullable(z.string()),
  marketCapBand: z.nullable(z.string()),
  promoterGroup: z.nullable(z.string()),
  description: z.string(),
});

export const instrumentSchema = z.object({
  data: z.object({
    exchange: z.enum(['NSE', 'BSE']),
    symbol: z.string(),
    name: z.string(),
    isin: z.string(),
    series: z.string(),
    sector: z.string(),
    industry: z.string(),
    lotSize: z.number(),
    listingDate: z.nullable(z.string()),
    status: z.enum(['active', 'suspended', 'delisted']),
    facts: z.nullable(companyFactsSchema),
    indices: z.array(
      z.object({ code: z.string(), name: z.string(), kind: z.enum(['broad', 'sector']) }),
    ),
    quote: z.nullable(stockQuoteSchema),
    corporateActions: z.array(corporateActionSchema),
  }),
  meta: metaSchema,
});

export type Instrument = z.output<typeof instrumentSchema>['data'];
export type StockQuote = z.output<typeof stockQuoteSchema>;
export type CorporateAction = z.output<typeof corporateActionSchema>;

export const barSchema = z.object({
  date: z.string(),
  open: paise,
  high: paise,
  low: paise,
  close: paise,
  volume: z.number(),
});

export const priceHistorySchema = z.object({
  data: z.object({
    interval: z.enum(['daily', 'weekly', 'monthly']),
    from: z.string(),
    to: z.string(),
    bars: z.array(barSchema),
  }),
});

export type Bar = z.output<typeof barSchema>;

export const indexHistorySchema = z.object({
  data: z.object({
    code: z.string(),
    levels: z.array(z.object({ date: z.string(), close: z.number() })),
  }),
});

export type IndexLevel = z.output<typeof indexHistorySchema>['data']['levels'][number];
