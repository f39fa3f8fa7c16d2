import { z } from 'zod';

/**
 * Request schemas of the archive API: the routes validate with them (server/validation.ts) and
 * /archive/openapi.json is generated from them, so the document cannot drift from the code.
 */

/** NSE symbols: capitals, digits, & and - (M&M, BAJAJ-AUTO), up to 20 characters. */
export const SYMBOL_PATTERN = /^[A-Z0-9][A-Z0-9&-]{0,19}$/;

const symbolText = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z.string().regex(SYMBOL_PATTERN, `${what} must be an NSE symbol such as RELIANCE or M&M`),
    );

export const symbolParam = z.strictObject({
  symbol: symbolText('symbol').describe('NSE symbol, e.g. RELIANCE (case does not matter)'),
});

export const indexParam = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,60}$/, 'code must be an index code such as NIFTY50')
    .transform((value) => value.toUpperCase())
    .describe('Index code, e.g. NIFTY50, NIFTY500, N500-INFORMATION-TECHNOLOGY'),
});

const format = z
  .literal('json', { error: 'format must be json' })
  .optional()
  .describe('Always json (the spec client sends it; the only format offered)');

const exchange = z
  .enum(['NSE', 'BSE'], { error: 'exchange must be NSE or BSE' })
  .default('NSE')
  .describe('Exchange code');

const isoDate = (name: string) =>
  z.iso
    .date({ error: `${name} must be a date as YYYY-MM-DD` })
    .optional()
    .describe(`${name === 'from' ? 'First' : 'Last'} day, YYYY-MM-DD (included)`);

const interval = z
  .enum(['daily', 'weekly', 'monthly'], { error: 'interval must be daily, weekly or monthly' })
  .default('daily')
  .describe('Bar length: daily, weekly (ISO weeks) or monthly');

const flag = (name: string, description: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .default('false')
    .transform((value) => value === 'true')
    .describe(description);

const limit = (max: number, fallback: number, description: string) =>
  z.coerce
    .number({ error: `limit must be a whole number from 1 to ${max}` })
    .int(`limit must be a whole number from 1 to ${max}`)
    .min(1, `limit must be a whole number from 1 to ${max}`)
    .max(max, `limit must be a whole number from 1 to ${max}`)
    .default(fallback)
    .describe(description);

const MAX_RANGE_DAYS = 366 * 25;
const rangeChecked = <Shape extends { from?: string; to?: string }>(
  value: Shape,
  ctx: z.RefinementCtx,
) => {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({
      code: 'custom',
      message: `from (${value.from}) must not be after to (${value.to})`,
      path: ['from'],
    });
  }
  if (
    value.from &&
    value.to &&
    Date.parse(value.to) - Date.parse(value.from) > MAX_RANGE_DAYS * 86_400_000
  ) {
    ctx.addIssue({
      code: 'custom',
      message: 'the range from..to may span at most 25 years',
      path: ['to'],
    });
  }
};

export const searchQuery = z.strictObject({
  q: z
    .string({ error: 'q is required: the start of a symbol or company name' })
    .trim()
    .min(1, 'q must not be empty')
    .max(40, 'q must be at most 40 characters')
    .describe('Start of a symbol, of a word of the company name, or an ISIN'),
  limit: limit(50, 10, 'Most results to return'),
  exchange: z
    .enum(['NSE', 'BSE'], { error: 'exchange must be NSE or BSE' })
    .optional()
    .describe('Only this exchange'),
  format,
});

export const universeQuery = z.strictObject({ format });

export const instrumentQuery = z.strictObject({ exchange, format });

export const historyQuery = z
  .strictObject({
    from: isoDate('from'),
    to: isoDate('to'),
    interval,
    adjusted: flag('adjusted', 'true: prices adjusted for splits, bonuses and dividends'),
    exchange,
    format,
  })
  .superRefine(rangeChecked);

export const QUOTES_MAX = 100;

export const quotesQuery = z.strictObject({
  symbols: z
    .string({ error: 'symbols is required: comma-separated NSE symbols' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((s) => s.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(
          z.string().regex(SYMBOL_PATTERN, 'each symbol must be an NSE symbol such as RELIANCE'),
        )
        .min(1, 'symbols must name at least one symbol')
        .max(QUOTES_MAX, `symbols may name at most ${QUOTES_MAX} symbols`),
    )
    .describe(`Comma-separated NSE symbols, at most ${QUOTES_MAX}`),
  exchange,
  format,
});

export const peersQuery = z.strictObject({
  limit: limit(20, 5, 'How many peers, besides the stock itself'),
  exchange,
  format,
});

export const fundamentalsQuery = z.strictObject({
  quarters: z.coerce
    .number({ error: 'quarters must be a whole number from 1 to 40' })
    .int('quarters must be a whole number from 1 to 40')
    .min(1, 'quarters must be a whole number from 1 to 40')
    .max(40, 'quarters must be a whole number from 1 to 40')
    .default(8)
    .describe('Latest quarters to return'),
  exchange,
  format,
});

export const indicesQuery = z.strictObject({
  kind: z
    .enum(['broad', 'sector'], { error: 'kind must be broad or sector' })
    .optional()
    .describe('Only broad or only sector indices'),
  format,
});

export const indexQuery = z.strictObject({ format });

export const indexHistoryQuery = z
  .strictObject({ from: isoDate('from'), to: isoDate('to'), interval, format })
  .superRefine(rangeChecked);

export const overviewQuery = z.strictObject({
  limit: limit(25, 10, 'Entries in each list of movers and 52-week highs and lows'),
  format,
});

export const FACTOR_RANGES = ['1y', '3y', '5y', 'max'] as const;

export const factorsQuery = z.strictObject({
  range: z
    .enum(FACTOR_RANGES, { error: 'range must be 1y, 3y, 5y or max' })
    .default('1y')
    .describe('History up to the latest scored day: 1, 3 or 5 years, or all of it'),
  interval: z
    .enum(['daily', 'weekly'], { error: 'interval must be daily or weekly' })
    .default('weekly')
    .describe('History points: every trading day, or the last trading day of each ISO week'),
  exchange,
  format,
});

export const factorListQuery = z.strictObject({
  date: z.iso
    .date({ error: 'date must be a date as YYYY-MM-DD' })
    .optional()
    .describe('The last scored day on or before it; default the latest'),
  format,
});

// Issue 13 (baskets): the stock table and the ready-made baskets take no parameters.
export const stockTableQuery = z.strictObject({ format });

export const themesQuery = z.strictObject({ format });

export const themeParam = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'id must be a theme id such as nifty50-equal')
    .describe('Theme id from GET /archive/themes, e.g. nifty50-equal'),
});
