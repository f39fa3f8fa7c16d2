import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { RISK_CATEGORY_IDS } from '../../../domain/risk-categories';
import { MAX_STOCKS, SYMBOL_FORMAT } from './limits';

export { MAX_STOCKS, SYMBOL_FORMAT } from './limits';

/**
 * The baskets API's shapes (issue 13, Contract), shared by the server, which validates and
 * documents with them (server/modules/baskets/schema.ts), and the client, which parses its
 * answers with them. Money is integer paise; weights and drift are basis points (10,000 = 100 %).
 *
 * Paths: POST/GET /api/investor/baskets; GET/PUT/DELETE /api/investor/baskets/{basketId};
 * GET /api/investor/baskets/{basketId}/invest-preview?amount=; POST .../invest (Idempotency-Key);
 * PUT .../sip; GET and POST .../rebalance (Idempotency-Key).
 */

export const WEIGHTINGS = ['equal', 'market-cap', 'factor', 'custom'] as const;
export type Weighting = (typeof WEIGHTINGS)[number];

export const WEIGHTING_LABELS: Readonly<Record<Weighting, string>> = {
  equal: 'Equal weight',
  'market-cap': 'By market capitalisation',
  factor: 'By factor score',
  custom: 'My own weights',
};

export const MIN_STOCKS = 2;
export const MAX_BASKETS = 20;
export const NAME_MAX = 60;
/** A stock's actual weight may stray this far from its target before a rebalance is due. */
export const DEFAULT_TOLERANCE_BP = 200;
/** The smallest single investment, ₹500, and the largest, ₹10 crore (paise). */
export const INVEST_MIN = 500_00;
export const INVEST_MAX = 10_00_00_000_00;
/** An SIP is taken on a day 1 to 28 of each month (every month has those days). */
export const SIP_DAY_MAX = 28;

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date({ error: 'A date is YYYY-MM-DD' });
const symbol = z
  .string({ error: 'Choose a stock' })
  .check(z.regex(SYMBOL_FORMAT, 'A symbol is 1 to 20 letters, digits, &, _ or -'), z.toUpperCase());
const amount = z
  .int({ error: 'The amount is a whole number of paise' })
  .check(
    z.gte(INVEST_MIN, 'The amount is at least ₹500'),
    z.lte(INVEST_MAX, 'The amount is at most ₹10 crore'),
  );

const basketName = z
  .string({ error: 'Give the basket a name' })
  .check(
    z.trim(),
    z.minLength(1, 'Give the basket a name'),
    z.maxLength(NAME_MAX, `A basket's name is at most ${NAME_MAX} characters`),
  );

/** A stock of a new basket; `weightBp` only with custom weighting (the weights add to 10,000). */
export const basketStockInputSchema = z.strictObject(
  {
    symbol,
    weightBp: z.optional(
      z
        .int({ error: 'A weight is a whole number of basis points' })
        .check(z.gte(1, 'A weight is more than 0 %'), z.lte(10_000, 'A weight is at most 100 %')),
    ),
  },
  strictError,
);
export type BasketStockInput = z.infer<typeof basketStockInputSchema>;

const stockList = z
  .array(basketStockInputSchema)
  .check(
    z.minLength(MIN_STOCKS, `A basket holds at least ${MIN_STOCKS} stocks`),
    z.maxLength(MAX_STOCKS, `A basket holds at most ${MAX_STOCKS} stocks`),
  );

/**
 * POST /api/investor/baskets. The server works out the weights from `weighting` (equal, market
 * capitalisation or factor composite on the day) or checks the custom ones add to 100 %.
 */
export const basketCreateSchema = z.strictObject(
  {
    id: z.optional(z.uuid({ error: 'A basket id is a UUID' })),
    name: basketName,
    weighting: z.enum(WEIGHTINGS, { error: `The weighting is one of ${WEIGHTINGS.join(', ')}` }),
    stocks: stockList,
    /** The ready-made theme it was started from (GET /archive/themes), if any. */
    themeId: z.optional(z.string().check(z.maxLength(40))),
    toleranceBp: z.optional(
      z
        .int({ error: 'The tolerance is a whole number of basis points' })
        .check(
          z.gte(50, 'The tolerance is at least 0.5 %'),
          z.lte(1_000, 'The tolerance is at most 10 %'),
        ),
    ),
  },
  strictError,
);
export type BasketCreate = z.infer<typeof basketCreateSchema>;

/** PUT /api/investor/baskets/{basketId}: rename, or new stocks and weights (the whole result). */
export const basketUpdateSchema = z.strictObject(
  {
    name: basketName,
    weighting: z.enum(WEIGHTINGS, { error: `The weighting is one of ${WEIGHTINGS.join(', ')}` }),
    stocks: stockList,
    toleranceBp: z.optional(
      z
        .int({ error: 'The tolerance is a whole number of basis points' })
        .check(
          z.gte(50, 'The tolerance is at least 0.5 %'),
          z.lte(1_000, 'The tolerance is at most 10 %'),
        ),
    ),
  },
  strictError,
);
export type BasketUpdate = z.infer<typeof basketUpdateSchema>;

/**
 * POST /api/investor/baskets/{basketId}/invest (Idempotency-Key): buys the basket in its weights
 * for `amount`, one market order per stock, as one group. `goalId` counts it towards that goal
 * (a top-up from /investor/updategoal). `retryOf` instead retries the orders of an earlier group
 * that did not go through, and places nothing that did.
 */
export const investSchema = z.union([
  z.strictObject(
    {
      amount,
      goalId: z.optional(z.uuid({ error: 'A goal id is a UUID' })),
      /** The market day of the preview the investor confirmed; 409 when prices have moved on. */
      asOf: z.optional(day),
    },
    strictError,
  ),
  z.strictObject({ retryOf: z.uuid({ error: 'The group to retry is a UUID' }) }, strictError),
]);
export type InvestRequest = z.infer<typeof investSchema>;

/** PUT /api/investor/baskets/{basketId}/sip: the monthly SIP, or `active: false` to stop it. */
export const sipSchema = z.strictObject(
  {
    amount,
    day: z
      .int({ error: 'The SIP day is a whole number' })
      .check(z.gte(1, 'The SIP day is 1 to 28'), z.lte(SIP_DAY_MAX, 'The SIP day is 1 to 28')),
    active: z.boolean({ error: 'active is true or false' }),
  },
  strictError,
);
export type SipRequest = z.infer<typeof sipSchema>;

/** POST /api/investor/baskets/{basketId}/rebalance (Idempotency-Key). */
export const rebalanceRequestSchema = z.strictObject({ asOf: day }, strictError);
export type RebalanceRequest = z.infer<typeof rebalanceRequestSchema>;

export const ORDER_LEG_STATUSES = ['COMPLETE', 'REJECTED', 'FAILED'] as const;

/** One order of a group: placed through the order engine with its own key (group id + symbol + side). */
export const orderLegSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  side: z.enum(['BUY', 'SELL']),
  quantity: z.int(),
  /** The fill price, or the price it was planned at when it did not fill. */
  price: z.int(),
  value: z.int(),
  charges: z.int(),
  /** The paper order's id; null when the order could not be placed at all. */
  orderId: z.nullable(z.string()),
  status: z.enum(ORDER_LEG_STATUSES),
  /** Why it did not go through, in plain words. */
  message: z.nullable(z.string()),
  attempts: z.int(),
});
export type OrderLeg = z.infer<typeof orderLegSchema>;

export const investmentSchema = z.object({
  investmentId: z.string(),
  basketId: z.string(),
  kind: z.enum(['lumpsum', 'topup', 'sip', 'rebalance']),
  goalId: z.nullable(z.string()),
  amount: z.int(),
  marketDate: day,
  /** complete: every order went through; partial: some did; failed: none did. */
  status: z.enum(['complete', 'partial', 'failed']),
  /** Paid for what filled, charges included (a rebalance: buys less sells). */
  spent: z.int(),
  orders: z.array(orderLegSchema),
  createdAt: instant,
});
export type Investment = z.infer<typeof investmentSchema>;

/** GET .../invest-preview?amount=: the orders an investment would place now, with charges. */
export const investPreviewSchema = z.object({
  asOf: day,
  amount: z.int(),
  orders: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      quantity: z.int(),
      price: z.int(),
      value: z.int(),
      charges: z.int(),
      targetWeightBp: z.int(),
      weightBp: z.int(),
    }),
  ),
  /** Value of the orders plus their charges. */
  total: z.int(),
  charges: z.int(),
  /** Left over from `amount` after whole shares. */
  leftover: z.int(),
  minimumInvestment: z.int(),
  /** Free cash in the paper account. */
  available: z.int(),
});
export type InvestPreview = z.infer<typeof investPreviewSchema>;

export const basketStockSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  /** Target weight. */
  weightBp: z.int(),
  price: z.int(),
  /** Shares the basket holds (its filled orders, capped by the account's holding). */
  quantity: z.int(),
  value: z.int(),
  actualWeightBp: z.int(),
  /** actual - target; 0 while the basket holds nothing. */
  driftBp: z.int(),
});
export type BasketStock = z.infer<typeof basketStockSchema>;

export const basketSchema = z.object({
  basketId: z.string(),
  name: z.string(),
  weighting: z.enum(WEIGHTINGS),
  themeId: z.nullable(z.string()),
  toleranceBp: z.int(),
  goalId: z.nullable(z.string()),
  goalName: z.nullable(z.string()),
  asOf: day,
  stocks: z.array(basketStockSchema),
  value: z.int(),
  /** Bought less sold, charges included. */
  invested: z.int(),
  gain: z.int(),
  /** Yearly rate from the basket's cash flows and today's value; null before a year's data or with no purchases. */
  xirr: z.nullable(z.number()),
  /** The least amount that buys whole shares of every stock within the tolerance. */
  minimumInvestment: z.int(),
  /** The largest |drift| of any stock. */
  maxDriftBp: z.int(),
  needsRebalance: z.boolean(),
  /** Yearly volatility of the basket's target mix over the last year (0.18 = 18 %); null without a year of prices. */
  volatility: z.nullable(z.number()),
  /** The lowest risk category the basket suits (model/fit.ts), from its volatility. */
  fitCategory: z.enum(RISK_CATEGORY_IDS),
  sip: z.nullable(
    z.object({ amount: z.int(), day: z.int(), active: z.boolean(), nextDate: z.nullable(day) }),
  ),
  investments: z.array(investmentSchema),
  demo: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type Basket = z.infer<typeof basketSchema>;

export const basketsSchema = z.object({
  baskets: z.array(basketSchema),
  /** The investor's risk category (null before the risk profile), for the fit of each basket. */
  riskCategory: z.nullable(z.enum(RISK_CATEGORY_IDS)),
  limit: z.int(),
});
export type Baskets = z.infer<typeof basketsSchema>;

/** GET .../rebalance: the orders that bring the basket back to its weights, and their tax. */
export const rebalancePreviewSchema = z.object({
  asOf: day,
  withinTolerance: z.boolean(),
  orders: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      side: z.enum(['BUY', 'SELL']),
      quantity: z.int(),
      price: z.int(),
      value: z.int(),
      charges: z.int(),
      /** Sells: the gain FIFO realises (negative for a loss); 0 for buys. */
      realisedGain: z.int(),
      /** Sells: the tax on it at the day's rates (short or long term); 0 for buys. */
      tax: z.int(),
      term: z.nullable(z.enum(['short', 'long', 'mixed'])),
    }),
  ),
  totals: z.object({
    sells: z.int(),
    buys: z.int(),
    charges: z.int(),
    realisedGain: z.int(),
    tax: z.int(),
  }),
});
export type RebalancePreview = z.infer<typeof rebalancePreviewSchema>;

export const deletedSchema = z.object({ deleted: z.boolean() });
