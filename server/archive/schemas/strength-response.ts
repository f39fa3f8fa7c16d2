import { z } from 'zod';

/**
 * GET /archive/instruments/:symbol/strength (issue 12, Deliver 8): what
 * src/features/stocks/model/financial-strength.ts computes, as the API answers it.
 */
const zone = z.enum(['safe', 'grey', 'distress']);
const date = z.iso.date();

const ratioSchema = z.object({
  value: z.number().nullable().describe('null: not computable, or no interest to cover'),
  zone: zone.nullable(),
  scored: z.boolean().describe('false: shown but not part of the FSI (financial companies)'),
  note: z.string().nullable(),
});

export const financialStrengthSchema = z
  .object({
    exchange: z.enum(['NSE', 'BSE']),
    symbol: z.string(),
    kind: z
      .enum(['manufacturer', 'non-manufacturer', 'financial'])
      .describe('From the NSE industry: picks the Altman model (none for financial companies)'),
    asOf: date.nullable().describe('End of the latest twelve months (trailing four quarters)'),
    comparedWith: date.nullable().describe('End of the twelve months a year before'),
    marketCap: z.number().int().nullable().describe('Market capitalisation used, in paise'),
    notes: z.array(z.string()),
    piotroski: z.object({
      score: z.number().int().min(0).max(9).nullable(),
      tests: z.array(
        z.object({
          id: z.enum([
            'roa',
            'cfo',
            'delta-roa',
            'accrual',
            'delta-leverage',
            'delta-liquidity',
            'no-new-shares',
            'delta-gross-margin',
            'delta-asset-turnover',
          ]),
          label: z.string(),
          rule: z.string(),
          passed: z.boolean().nullable(),
          value: z.number().nullable(),
          benchmark: z.number().nullable().describe('What value is compared with'),
        }),
      ),
      reason: z.string().nullable(),
    }),
    altman: z.object({
      variant: z.enum(['Z', 'Z-double-prime']).nullable(),
      formula: z.string().nullable(),
      score: z.number().nullable(),
      zone: zone.nullable(),
      thresholds: z.object({ distress: z.number(), safe: z.number() }).nullable(),
      components: z.array(
        z.object({
          id: z.enum(['X1', 'X2', 'X3', 'X4', 'X5']),
          label: z.string(),
          value: z.number(),
          coefficient: z.number(),
        }),
      ),
      reason: z.string().nullable().describe('Why there is no score, e.g. not applicable to banks'),
    }),
    interestCoverage: ratioSchema,
    debtToEquity: ratioSchema,
    currentRatio: ratioSchema,
    fsi: z.object({
      score: z.number().int().min(0).max(100).nullable(),
      band: z.enum(['strong', 'moderate', 'weak']).nullable(),
      components: z.array(
        z.object({
          id: z.enum([
            'f-score',
            'altman-z',
            'interest-coverage',
            'debt-to-equity',
            'current-ratio',
          ]),
          label: z.string(),
          weight: z.number(),
          points: z.number().min(0).max(1).nullable(),
        }),
      ),
      reason: z.string().nullable(),
    }),
  })
  .meta({ id: 'FinancialStrength' });

export type FinancialStrengthResponse = z.infer<typeof financialStrengthSchema>;
