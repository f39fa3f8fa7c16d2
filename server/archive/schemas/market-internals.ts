import { z } from 'zod';
import { STRESS_KEYS, STRESS_LEVELS } from '../../../src/features/market/model/stress';

/**
 * GET /archive/market/internals and GET /archive/indices/:code/constituents (issue 15,
 * Deliver 1): the market's internals beyond the overview, as the API answers them. Prices and
 * values in paise; percentages in percent (1.25 = 1.25 %). Rules of the stress gauge:
 * docs/market-stress.md.
 */
const paise = (what: string) => z.number().int().describe(`${what}, in paise`);
const date = z.iso.date();
const percent = (what: string) => z.number().describe(`${what}, in percent`);

export const breadthDaySchema = z
  .object({
    date,
    advances: z.number().int().describe('NSE stocks closing above their previous close'),
    declines: z.number().int().describe('NSE stocks closing below their previous close'),
    unchanged: z.number().int(),
  })
  .meta({ id: 'BreadthDay' });

export const activeStockSchema = z
  .object({
    symbol: z.string(),
    name: z.string(),
    industry: z.string(),
    close: paise('Close'),
    changePercent: percent('Change against the previous close').nullable(),
    volume: z.number().int(),
    value: paise('Close × volume'),
  })
  .meta({ id: 'ActiveStock' });

export const stressComponentSchema = z.object({
  key: z.enum(STRESS_KEYS),
  value: percent('The reading').nullable().describe('null: too little history to read it'),
  score: z.number().int().min(0).max(100).nullable(),
});

export const stressGaugeSchema = z
  .object({
    score: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .describe('Mean of the known components; 0 calm .. 100 stressed'),
    level: z.enum(STRESS_LEVELS).nullable(),
    components: z.array(stressComponentSchema),
    stocksMeasured: z
      .number()
      .int()
      .describe('Stocks with 200 closes, counted for the share below the 200-day average'),
  })
  .meta({ id: 'StressGauge' });

export const marketInternalsSchema = z.object({
  date: date.nullable().describe('The latest trading day (NIFTY 50 levels)'),
  breadthHistory: z.array(breadthDaySchema).describe('Up to 60 trading days, oldest first'),
  mostActive: z.array(activeStockSchema).describe('Top 10 NSE stocks by close × volume'),
  stress: stressGaugeSchema,
});

export const sectorConstituentsSchema = z.object({
  code: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
  date: date.nullable(),
  changePercent: percent('The index’s change').nullable(),
  members: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      weight: percent('Share of the index level'),
      close: paise('Latest close').nullable(),
      change: paise('Close minus previous close').nullable(),
      changePercent: percent('Change against the previous close').nullable(),
    }),
  ),
});

export type BreadthDay = z.infer<typeof breadthDaySchema>;
export type ActiveStock = z.infer<typeof activeStockSchema>;
export type MarketInternals = z.infer<typeof marketInternalsSchema>;
export type SectorConstituents = z.infer<typeof sectorConstituentsSchema>;
