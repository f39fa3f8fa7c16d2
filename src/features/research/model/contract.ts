import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { GOAL_TYPES } from '../../../domain/goal-types';
import { RISK_CATEGORY_IDS } from '../../../domain/risk-categories';
import { MODEL_MAX_STOCKS, MODEL_MIN_STOCKS } from './limits';

export { MODEL_MAX_STOCKS, MODEL_MIN_STOCKS } from './limits';

/**
 * The research API's shapes (issue 16, Deliver 1, 2 and 6), shared by the server, which
 * validates and documents with them (server/modules/research/schema.ts), and the client, which
 * parses its answers with them. Money is integer paise; weights and shares are basis points
 * (10000 = 100 %); days are YYYY-MM-DD. Adviser only; another adviser's call or model is 404.
 *
 * Paths:
 * - GET /api/advisor/research/calls: the adviser's calls, newest first, with the track record.
 * - POST /api/advisor/research/calls (Idempotency-Key): a new call, 201.
 * - GET /api/advisor/research/calls/{callId}.
 * - GET /api/advisor/models: the adviser's model portfolios (current versions, client counts).
 * - POST /api/advisor/models (Idempotency-Key): a new model, version 1, 201.
 * - GET /api/advisor/models/{modelId}: one model with every version and its clients' drift.
 * - PUT /api/advisor/models/{modelId} (Idempotency-Key): a new version; every assigned client
 *   gets a rebalance suggestion (suitability-checked; the answer says who did not and why).
 * - DELETE /api/advisor/models/{modelId}/clients/{investorId} (Idempotency-Key): unassign.
 * - POST /api/advisor/models/{modelId}/archive (Idempotency-Key): retire the model (kept).
 * - GET /api/advisor/research/records.csv?from=&to=: every call, model version, suitability
 *   decision, suggestion and client response, for an inspection (text/csv).
 * Sending a call or a model to clients is POST /api/advisor/suggestions
 * (src/features/suggestions/model/contract.ts).
 */

export const CALL_ACTIONS = ['buy', 'sell', 'hold'] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];
export const CALL_STATUSES = ['open', 'target-hit', 'stop-hit', 'expired'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const RATIONALE_MIN = 20;
export const RATIONALE_MAX = 2000;
export const HORIZON_MIN_DAYS = 7;
export const HORIZON_MAX_DAYS = 1095;
/** A buy call's default share of a client's portfolio: 5 %. */
export const DEFAULT_ALLOCATION_BP = 500;
export const ALLOCATION_MAX_BP = 2500;
export const MODEL_NAME_MAX = 60;
/** ±5 percentage points (issue 16, Deliver 2). */
export const DEFAULT_DRIFT_BAND_BP = 500;
export const DRIFT_BAND_MIN_BP = 100;
export const DRIFT_BAND_MAX_BP = 2500;
export const NOTE_MAX = 500;

const SYMBOL = /^[A-Z0-9&_-]{1,20}$/;
const uuid = z.uuid({ error: 'Expected an id (a UUID)' });
const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const paise = z.int().check(z.positive('Enter an amount above zero'));
const symbol = z
  .string({ error: 'Choose a stock' })
  .check(z.trim(), z.toUpperCase(), z.regex(SYMBOL, 'Choose a stock by its NSE symbol'));
const categories = z
  .array(z.enum(RISK_CATEGORY_IDS), { error: 'Choose the risk categories it suits' })
  .check(
    z.minLength(1, 'Choose at least one risk category it suits'),
    z.refine((list) => new Set(list).size === list.length, 'Each category once'),
  );

export const createCallSchema = z.strictObject(
  {
    /** Made by the client, so a call replayed from the outbox is the same call. */
    callId: uuid,
    symbol,
    action: z.enum(CALL_ACTIONS, { error: 'Choose buy, sell or hold' }),
    /** For a buy: above today's close; for a sell: below it. */
    targetPrice: paise,
    /** For a buy: below today's close; for a sell: above it. */
    stopLoss: paise,
    horizonDays: z
      .int({ error: 'Enter the horizon in days' })
      .check(
        z.gte(HORIZON_MIN_DAYS, `At least ${HORIZON_MIN_DAYS} days`),
        z.lte(HORIZON_MAX_DAYS, `At most ${HORIZON_MAX_DAYS} days (three years)`),
      ),
    rationale: z
      .string({ error: 'Say why' })
      .check(
        z.trim(),
        z.minLength(RATIONALE_MIN, `Say why in at least ${RATIONALE_MIN} characters`),
        z.maxLength(RATIONALE_MAX, `At most ${RATIONALE_MAX} characters`),
      ),
    categories,
    /** Buy calls: share of a client's portfolio value to buy (default 5 %); 0 for sell/hold. */
    allocationBp: z.optional(
      z.int().check(z.gte(0), z.lte(ALLOCATION_MAX_BP, 'At most 25 % of a portfolio')),
    ),
  },
  strictError,
);
export type CreateCall = z.infer<typeof createCallSchema>;

export const researchCallSchema = z.object({
  callId: z.string(),
  symbol: z.string(),
  name: z.string(),
  action: z.enum(CALL_ACTIONS),
  entryPrice: z.int(),
  entryDate: day,
  targetPrice: z.int(),
  stopLoss: z.int(),
  horizonDays: z.int(),
  horizonDate: day,
  rationale: z.string(),
  categories: z.array(z.enum(RISK_CATEGORY_IDS)),
  allocationBp: z.int(),
  createdAt: instant,
  status: z.enum(CALL_STATUSES),
  closedOn: z.nullable(day),
  closePrice: z.nullable(z.int()),
  /** The latest close (the close price once closed), paise. */
  lastPrice: z.nullable(z.int()),
  /** Return in the call's direction to date (or to its close), percent: a sell gains as it falls. */
  returnPercent: z.nullable(z.number()),
  /** NIFTY 50 over the same days, in the call's direction, percent. */
  niftyReturnPercent: z.nullable(z.number()),
  /** Suggestions made from it, and how many the clients accepted. */
  sent: z.int(),
  accepted: z.int(),
  demo: z.boolean(),
});
export type ResearchCall = z.infer<typeof researchCallSchema>;

export const trackRecordSchema = z.object({
  calls: z.int(),
  open: z.int(),
  closed: z.int(),
  /** Closed at the target. */
  hits: z.int(),
  /** hits / closed, percent; null before any call closed. */
  hitRate: z.nullable(z.number()),
  /** Mean returnPercent of all calls, and of NIFTY 50 over the same spans. */
  averageReturnPercent: z.nullable(z.number()),
  averageNiftyPercent: z.nullable(z.number()),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

export const callListSchema = z.object({
  calls: z.array(researchCallSchema),
  record: trackRecordSchema,
  /** The latest market day priced. */
  asOf: z.nullable(day),
});
export type CallList = z.infer<typeof callListSchema>;

// Model portfolios

const weightBp = z
  .int({ error: 'Enter a weight' })
  .check(z.gte(1, 'A weight is above zero'), z.lte(10_000, 'At most 100 %'));

export const modelStockInputSchema = z.strictObject({ symbol, weightBp }, strictError);

const modelFields = {
  name: z
    .string({ error: 'Name the model' })
    .check(
      z.trim(),
      z.minLength(1, 'Name the model'),
      z.maxLength(MODEL_NAME_MAX, `At most ${MODEL_NAME_MAX} characters`),
    ),
  goalType: z.enum(GOAL_TYPES, { error: 'Choose the goal it is for' }),
  stocks: z.array(modelStockInputSchema).check(
    z.minLength(MODEL_MIN_STOCKS, `A model holds at least ${MODEL_MIN_STOCKS} stocks`),
    z.maxLength(MODEL_MAX_STOCKS, `A model holds at most ${MODEL_MAX_STOCKS} stocks`),
    z.refine(
      (stocks) => new Set(stocks.map((s) => s.symbol)).size === stocks.length,
      'Each stock once',
    ),
    z.refine(
      (stocks) => stocks.reduce((sum, s) => sum + s.weightBp, 0) === 10_000,
      'The weights add up to 100 %',
    ),
  ),
  categories,
  driftBandBp: z.optional(
    z
      .int()
      .check(
        z.gte(DRIFT_BAND_MIN_BP, 'At least ±1 percentage point'),
        z.lte(DRIFT_BAND_MAX_BP, 'At most ±25 percentage points'),
      ),
  ),
  /** When the adviser means to review it; today or later. */
  reviewDate: day,
  /** What this version changes and why (kept with the version). */
  note: z.optional(
    z.string().check(z.trim(), z.maxLength(NOTE_MAX, `At most ${NOTE_MAX} characters`)),
  ),
};

export const createModelSchema = z.strictObject({ modelId: uuid, ...modelFields }, strictError);
export type CreateModel = z.infer<typeof createModelSchema>;
export const updateModelSchema = z.strictObject(modelFields, strictError);
export type UpdateModel = z.infer<typeof updateModelSchema>;

export const CAP_BANDS = ['large', 'mid', 'small'] as const;

export const modelStockSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  capBand: z.nullable(z.enum(CAP_BANDS)),
  weightBp: z.int(),
  /** Latest close, paise; null without a price. */
  price: z.nullable(z.int()),
});

export const modelVersionSchema = z.object({
  version: z.int(),
  stocks: z.array(modelStockSchema),
  categories: z.array(z.enum(RISK_CATEGORY_IDS)),
  driftBandBp: z.int(),
  reviewDate: day,
  note: z.string(),
  createdAt: instant,
});
export type ModelVersion = z.infer<typeof modelVersionSchema>;

export const modelClientSchema = z.object({
  investorId: z.string(),
  name: z.string(),
  category: z.nullable(z.enum(RISK_CATEGORY_IDS)),
  goalId: z.nullable(z.string()),
  /** The version last suggested to them. */
  version: z.int(),
  assignedAt: instant,
  /** Largest gap between their holding's weights and the model's, percentage points; null when they hold none of it. */
  driftPoints: z.nullable(z.number()),
  /** Drift beyond the model's band. */
  outsideBand: z.boolean(),
  /** Their latest suggestion of this model. */
  latest: z.nullable(
    z.object({
      suggestionId: z.string(),
      kind: z.enum(['model', 'rebalance']),
      status: z.enum(['pending', 'accepted', 'declined', 'superseded']),
      createdAt: instant,
    }),
  ),
});
export type ModelClient = z.infer<typeof modelClientSchema>;

export const modelSummarySchema = z.object({
  modelId: z.string(),
  name: z.string(),
  goalType: z.enum(GOAL_TYPES),
  version: z.int(),
  stocks: z.array(modelStockSchema),
  categories: z.array(z.enum(RISK_CATEGORY_IDS)),
  driftBandBp: z.int(),
  reviewDate: day,
  /** Yearly volatility of the current mix; null under a year of prices. */
  volatility: z.nullable(z.number()),
  clients: z.int(),
  /** Clients whose holding drifted beyond the band. */
  outsideBand: z.int(),
  createdAt: instant,
  updatedAt: instant,
  archived: z.boolean(),
  demo: z.boolean(),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

export const modelListSchema = z.object({ models: z.array(modelSummarySchema) });
export type ModelList = z.infer<typeof modelListSchema>;

export const modelDetailSchema = z.object({
  ...modelSummarySchema.shape,
  versions: z.array(modelVersionSchema),
  clientList: z.array(modelClientSchema),
});
export type ModelDetail = z.infer<typeof modelDetailSchema>;

/** A client a rebalance was not sent to, and why (the suitability findings' details). */
export const notSentSchema = z.object({
  investorId: z.string(),
  name: z.string(),
  reasons: z.array(z.string()),
});

export const modelUpdateAnswerSchema = z.object({
  model: modelDetailSchema,
  rebalance: z.object({
    /** Rebalance suggestions created. */
    sent: z.int(),
    /** Clients whose pending suggestion of this model it replaced. */
    superseded: z.int(),
    notSent: z.array(notSentSchema),
  }),
});
export type ModelUpdateAnswer = z.infer<typeof modelUpdateAnswerSchema>;
