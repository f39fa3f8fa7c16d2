import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { RISK_CATEGORY_IDS } from '../../../domain/risk-categories';
import { SUITABILITY_RULES } from '../../../domain/suitability';

/**
 * The suggestions API's shapes (issue 16, Contract and Deliver 3 and 4), shared by the server
 * (server/modules/suggestions/schema.ts) and the client. Money is integer paise; shares are
 * basis points; days are YYYY-MM-DD.
 *
 * Paths:
 * - POST /api/advisor/suggestions (Idempotency-Key): send a call or a model to chosen clients
 *   or to every client of a risk category. 201, or 422 problem details (type `unsuitable`)
 *   naming each blocked client and rule in `extensions.blocked`, with nothing sent; sent anyway
 *   with a written `justification` (each override recorded with the rule version).
 * - GET /api/advisor/suggestions?investor=&call=&model=: what the adviser sent, newest first,
 *   with each client's answer.
 * - GET /api/investor/suggestions: the caller's suggestions only, newest first.
 * - POST /api/investor/suggestions/{suggestionId}/accept (Idempotency-Key): places the orders
 *   once (one group, market orders through the paper order engine); accepting again, or twice at
 *   once, places nothing more and answers the same group.
 * - POST /api/investor/suggestions/{suggestionId}/decline (Idempotency-Key): with an optional
 *   reason the adviser sees.
 */

export const SUGGESTION_KINDS = ['call', 'model', 'rebalance'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
export const SUGGESTION_STATUSES = ['pending', 'accepted', 'declined', 'superseded'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const DECISION_OUTCOMES = ['passed', 'blocked', 'overridden'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];
export const ORDER_SIDES = ['BUY', 'SELL'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export const LEG_OUTCOMES = ['COMPLETE', 'REJECTED', 'FAILED'] as const;
export type LegOutcome = (typeof LEG_OUTCOMES)[number];

export const JUSTIFICATION_MIN = 20;
export const JUSTIFICATION_MAX = 2000;
export const MESSAGE_MAX = 1000;
export const DECLINE_REASON_MAX = 500;
/** A model suggestion invests ₹1,000 to ₹1 crore. */
export const MODEL_AMOUNT_MIN = 1_000_00;
export const MODEL_AMOUNT_MAX = 1_00_00_000_00;
/** Most clients one send reaches. */
export const MAX_RECIPIENTS = 1000;

const uuid = z.uuid({ error: 'Expected an id (a UUID)' });
const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const investorId = z.string().check(z.minLength(1), z.maxLength(100));

export const suggestionSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('call'), callId: uuid }, strictError),
  z.strictObject(
    {
      kind: z.literal('model'),
      modelId: uuid,
      /** How much each client is asked to invest in the model, paise. */
      amount: z
        .int({ error: 'Enter the amount to invest' })
        .check(
          z.gte(MODEL_AMOUNT_MIN, 'At least ₹1,000'),
          z.lte(MODEL_AMOUNT_MAX, 'At most ₹1 crore'),
        ),
      /** The goal of each client it is for, by investor id (optional per client). */
      goalIds: z.optional(z.record(z.string(), uuid)),
    },
    strictError,
  ),
]);
export type SuggestionSource = z.infer<typeof suggestionSourceSchema>;

export const createSuggestionSchema = z.strictObject(
  {
    /** Made by the client per send: the suggestions' ids derive from it and the investor id. */
    sendId: uuid,
    source: suggestionSourceSchema,
    to: z.union([
      z.strictObject(
        {
          investorIds: z
            .array(investorId)
            .check(
              z.minLength(1, 'Choose at least one client'),
              z.maxLength(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} clients at once`),
            ),
        },
        strictError,
      ),
      z.strictObject({ category: z.enum(RISK_CATEGORY_IDS) }, strictError),
    ]),
    /** The adviser's note to the client; a call's rationale when left out. */
    message: z.optional(
      z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, `At most ${MESSAGE_MAX} characters`)),
    ),
    /** Sends to clients the rules block, with this recorded as the reason. */
    justification: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(JUSTIFICATION_MIN, `Explain in at least ${JUSTIFICATION_MIN} characters`),
          z.maxLength(JUSTIFICATION_MAX, `At most ${JUSTIFICATION_MAX} characters`),
        ),
    ),
  },
  strictError,
);
export type CreateSuggestion = z.infer<typeof createSuggestionSchema>;

export const findingSchema = z.object({
  rule: z.enum(SUITABILITY_RULES),
  limit: z.nullable(z.string()),
  actual: z.nullable(z.string()),
  detail: z.string(),
});

/** `extensions` of the 422 `unsuitable` problem: who is blocked, by which rules. */
export const blockedSchema = z.object({
  ruleVersion: z.string(),
  blocked: z.array(
    z.object({
      investorId: z.string(),
      name: z.string(),
      category: z.nullable(z.enum(RISK_CATEGORY_IDS)),
      findings: z.array(findingSchema),
    }),
  ),
});
export type Blocked = z.infer<typeof blockedSchema>;

export const sentSchema = z.object({
  ruleVersion: z.string(),
  suggestions: z.array(
    z.object({
      suggestionId: z.string(),
      investorId: z.string(),
      name: z.string(),
      outcome: z.enum(['passed', 'overridden']),
    }),
  ),
});
export type Sent = z.infer<typeof sentSchema>;

export const advisorSuggestionSchema = z.object({
  suggestionId: z.string(),
  investorId: z.string(),
  investorName: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  title: z.string(),
  callId: z.nullable(z.string()),
  modelId: z.nullable(z.string()),
  modelVersion: z.nullable(z.int()),
  status: z.enum(SUGGESTION_STATUSES),
  outcome: z.enum(['passed', 'overridden']),
  createdAt: instant,
  respondedAt: z.nullable(instant),
  declineReason: z.nullable(z.string()),
  /** Orders its acceptance placed that filled, of those it planned. */
  filled: z.int(),
  planned: z.int(),
});
export type AdvisorSuggestion = z.infer<typeof advisorSuggestionSchema>;

export const advisorSuggestionListSchema = z.object({
  suggestions: z.array(advisorSuggestionSchema),
});

export const advisorSuggestionQuerySchema = z.strictObject(
  {
    investor: z.optional(investorId),
    call: z.optional(uuid),
    model: z.optional(uuid),
  },
  strictError,
);

export const suggestionOrderSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  side: z.enum(ORDER_SIDES),
  /** As suggested; the investor may accept fewer, never more. */
  quantity: z.int(),
  /** Latest close, paise (the order is a market order: it fills near this). */
  price: z.int(),
  value: z.int(),
  /** Estimated charges (src/features/portfolio/model/charges.ts). */
  charges: z.int(),
  /** Estimated capital-gains tax of a sell (FIFO lots, today's rates); 0 for a buy. */
  tax: z.int(),
  /** Most the investor can accept: the suggested quantity, a sell no more than they hold free. */
  maxQuantity: z.int(),
});
export type SuggestionOrder = z.infer<typeof suggestionOrderSchema>;

export const effectRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** Share of the portfolio's value (holdings and cash), basis points. */
  beforeBp: z.int(),
  afterBp: z.int(),
});

export const suggestionSchema = z.object({
  suggestionId: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  title: z.string(),
  /** The adviser's note. */
  message: z.string(),
  adviserName: z.string(),
  createdAt: instant,
  status: z.enum(SUGGESTION_STATUSES),
  respondedAt: z.nullable(instant),
  declineReason: z.nullable(z.string()),
  call: z.nullable(
    z.object({
      symbol: z.string(),
      name: z.string(),
      action: z.enum(['buy', 'sell', 'hold']),
      entryPrice: z.int(),
      targetPrice: z.int(),
      stopLoss: z.int(),
      horizonDate: day,
      rationale: z.string(),
      status: z.enum(['open', 'target-hit', 'stop-hit', 'expired']),
    }),
  ),
  model: z.nullable(z.object({ modelId: z.string(), name: z.string(), version: z.int() })),
  /** Priced at the latest close (asOf). */
  orders: z.array(suggestionOrderSchema),
  totals: z.object({
    buy: z.int(),
    sell: z.int(),
    charges: z.int(),
    tax: z.int(),
    /** Cash after minus cash before: negative when it spends. */
    cashChange: z.int(),
  }),
  effect: z.object({
    portfolioValue: z.int(),
    cashBefore: z.int(),
    cashAfter: z.int(),
    /** The stocks the orders touch. */
    rows: z.array(effectRowSchema),
  }),
  /** The accepted group: each order's fate; null until accepted. */
  result: z.nullable(
    z.array(
      z.object({
        symbol: z.string(),
        side: z.enum(ORDER_SIDES),
        quantity: z.int(),
        status: z.enum(LEG_OUTCOMES),
        orderId: z.nullable(z.string()),
        message: z.nullable(z.string()),
        price: z.int(),
        charges: z.int(),
      }),
    ),
  ),
  demo: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionListSchema = z.object({
  suggestions: z.array(suggestionSchema),
  /** The market day the orders are priced at. */
  asOf: z.nullable(day),
  /** Pending suggestions. */
  pending: z.int(),
});
export type SuggestionList = z.infer<typeof suggestionListSchema>;

export const acceptSchema = z.strictObject(
  {
    /** Lower quantities by symbol and side key `${side}:${symbol}`; 0 leaves an order out. */
    quantities: z.optional(z.record(z.string(), z.int().check(z.gte(0, 'Zero or more shares')))),
    /** The market day of the prices the investor saw: 409 prices_moved when it is not today's. */
    asOf: z.optional(day),
  },
  strictError,
);
export type Accept = z.infer<typeof acceptSchema>;

export const declineSchema = z.strictObject(
  {
    reason: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(DECLINE_REASON_MAX, `At most ${DECLINE_REASON_MAX} characters`),
        ),
    ),
  },
  strictError,
);
export type Decline = z.infer<typeof declineSchema>;

/** The key of an order in `quantities`: "BUY:ITC". */
export const orderKey = (order: { side: OrderSide; symbol: string }) =>
  `${order.side}:${order.symbol}`;
