import * as z from 'zod/mini';
import { STRESS_KEYS, STRESS_LEVELS } from './stress';

// GET /archive/market/internals and GET /archive/indices/{code}/constituents (issue 15): the
// parts the adviser's market overview shows (server/archive/schemas/market-internals.ts). Prices
// and values in paise, changes in percent.

const meta = z.object({ demo: z.boolean(), label: z.nullable(z.string()) });

export const breadthDaySchema = z.object({
  date: z.string(),
  advances: z.number(),
  declines: z.number(),
  unchanged: z.number(),
});

const activeStockSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  close: z.number(),
  changePercent: z.nullable(z.number()),
  volume: z.number(),
  value: z.number(),
});

export const marketInternalsSchema = z.object({
  data: z.object({
    date: z.nullable(z.string()),
    breadthHistory: z.array(breadthDaySchema),
    mostActive: z.array(activeStockSchema),
    stress: z.object({
      score: z.nullable(z.number()),
      level: z.nullable(z.enum(STRESS_LEVELS)),
      components: z.array(
        z.object({
          key: z.enum(STRESS_KEYS),
          value: z.nullable(z.number()),
          score: z.nullable(z.number()),
        }),
      ),
      stocksMeasured: z.number(),
    }),
  }),
  meta,
});

export const indexConstituentsSchema = z.object({
  data: z.object({
    code: z.string(),
    name: z.string(),
    date: z.nullable(z.string()),
    changePercent: z.nullable(z.number()),
    members: z.array(
      z.object({
        symbol: z.string(),
        name: z.string(),
        weight: z.number(),
        close: z.nullable(z.number()),
        changePercent: z.nullable(z.number()),
      }),
    ),
  }),
  meta,
});

export type MarketInternals = z.output<typeof marketInternalsSchema>;
export type BreadthDay = z.output<typeof breadthDaySchema>;
export type ActiveStock = MarketInternals['data']['mostActive'][number];
export type StressReading = MarketInternals['data']['stress'];
export type IndexConstituents = z.output<typeof indexConstituentsSchema>;

/** Which colour band a tile of the heatmap gets: the sign and size of the move. */
export type HeatBand = 'down-strong' | 'down' | 'flat' | 'up' | 'up-strong';

/** ±1 % or more is a strong move for a sector index in a day. */
export const STRONG_MOVE = 1;

export function heatBand(changePercent: number | null): HeatBand {
  if (changePercent === null || changePercent === 0) return 'flat';
  if (changePercent >= STRONG_MOVE) return 'up-strong';
  if (changePercent > 0) return 'up';
  if (changePercent <= -STRONG_MOVE) return 'down-strong';
  return 'down';
}

/** The advances/declines history in words, for screen readers and under the chart. */
export function breadthSummary(days: readonly BreadthDay[]): string {
  if (days.length === 0) return 'No trading days yet.';
  const up = days.filter((day) => day.advances > day.declines).length;
  const last = days.at(-1)!;
  return (
    `${days.length} trading days: advances led on ${up} and declines on ` +
    `${days.filter((day) => day.declines > day.advances).length}. Latest day: ` +
    `${last.advances} advances, ${last.declines} declines.`
  );
}
