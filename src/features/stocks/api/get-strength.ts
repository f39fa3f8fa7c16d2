import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';
import type { Exchange } from './get-instrument';

// GET /archive/instruments/:symbol/strength: the financial strength index with its Piotroski
// tests, Altman Z and ratios (src/features/stocks/model/financial-strength.ts); served from the
// cache until the data update.

const zone = z.nullable(z.enum(['safe', 'grey', 'distress']));
const num = z.nullable(z.number());

const ratioSchema = z.object({
  value: num,
  zone,
  scored: z.boolean(),
  note: z.nullable(z.string()),
});

const strengthSchema = z.object({
  data: z.object({
    kind: z.enum(['manufacturer', 'non-manufacturer', 'financial']),
    asOf: z.nullable(z.string()),
    comparedWith: z.nullable(z.string()),
    notes: z.array(z.string()),
    piotroski: z.object({
      score: num,
      tests: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          rule: z.string(),
          passed: z.nullable(z.boolean()),
          value: num,
          benchmark: num,
        }),
      ),
      reason: z.nullable(z.string()),
    }),
    altman: z.object({
      variant: z.nullable(z.enum(['Z', 'Z-double-prime'])),
      formula: z.nullable(z.string()),
      score: num,
      zone,
      thresholds: z.nullable(z.object({ distress: z.number(), safe: z.number() })),
      components: z.array(
        z.object({ id: z.string(), label: z.string(), value: z.number(), coefficient: z.number() }),
      ),
      reason: z.nullable(z.string()),
    }),
    interestCoverage: ratioSchema,
    debtToEquity: ratioSchema,
    currentRatio: ratioSchema,
    fsi: z.object({
      score: num,
      band: z.nullable(z.enum(['strong', 'moderate', 'weak'])),
      components: z.array(
        z.object({ id: z.string(), label: z.string(), weight: z.number(), points: num }),
      ),
      reason: z.nullable(z.string()),
    }),
  }),
});

export type Strength = z.output<typeof strengthSchema>['data'];
export type StrengthRatio = z.output<typeof ratioSchema>;

export const strengthQueryOptions = (exchange: Exchange, symbol: string) =>
  queryOptions({
    queryKey: ['archive', 'strength', exchange, symbol],
    queryFn: ({ signal }) =>
      archiveApi.get(`/instruments/${encodeURIComponent(symbol)}/strength`, {
        query: { exchange },
        cacheable: true,
        schema: strengthSchema,
        signal,
      }),
    select: (answer) => answer.data,
  });

export const useStrength = (exchange: Exchange, symbol: string) =>
  useQuery(strengthQueryOptions(exchange, symbol));
