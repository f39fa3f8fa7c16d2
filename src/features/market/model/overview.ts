import * as z from 'zod/mini';

// The archive's market overview (GET /archive/market/overview): the parts the screens show.
// Prices are whole paise, index levels points with two decimals (server/archive/schemas).

const moverSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  close: z.number().check(z.int()),
  change: z.number().check(z.int()),
  changePercent: z.number(),
});

const indexSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  level: z.nullable(z.number()),
  change: z.nullable(z.number()),
  changePercent: z.nullable(z.number()),
});

const sectorSchema = z.object({
  industry: z.string(),
  code: z.string(),
  changePercent: z.nullable(z.number()),
  advances: z.number(),
  declines: z.number(),
});

const extremesSchema = z.object({ count: z.number(), top: z.array(moverSchema) });

export const marketOverviewSchema = z.object({
  data: z.object({
    date: z.nullable(z.string()),
    indices: z.array(indexSchema),
    breadth: z.object({ advances: z.number(), declines: z.number(), unchanged: z.number() }),
    gainers: z.array(moverSchema),
    losers: z.array(moverSchema),
    // Issue 15 (the adviser's market overview): the archive has always sent these.
    sectors: z.optional(z.array(sectorSchema)),
    highs52w: z.optional(extremesSchema),
    lows52w: z.optional(extremesSchema),
  }),
  meta: z.object({ demo: z.boolean(), label: z.nullable(z.string()) }),
});

export type MarketOverview = z.output<typeof marketOverviewSchema>;
export type Mover = MarketOverview['data']['gainers'][number];
export type IndexSummary = MarketOverview['data']['indices'][number];
export type Sector = z.output<typeof sectorSchema>;
export type Extremes = z.output<typeof extremesSchema>;

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const points = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** Whole paise as rupees with lakh/crore grouping: 12345678 -> "₹1,23,456.78". */
export const formatPaise = (paise: number): string => rupees.format(paise / 100);

export const formatPoints = (level: number): string => points.format(level);

/** "+1.25%", "-0.40%", "0.00%". */
export const formatChangePercent = (value: number): string => `${percent.format(value)}%`;

export type Direction = 'up' | 'down' | 'flat';

export const directionOf = (change: number | null): Direction =>
  change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';

/** The broad indices first, as the archive lists them, at most `count`. */
export const headlineIndices = (indices: readonly IndexSummary[], count: number): IndexSummary[] =>
  indices.filter((index) => index.kind === 'broad' && index.level !== null).slice(0, count);
