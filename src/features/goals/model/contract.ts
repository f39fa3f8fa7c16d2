import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { ASSUMPTION_LIMITS } from '../../../domain/goal-assumptions';
import { GOAL_TYPES } from '../../../domain/goal-types';
import { RISK_CATEGORY_IDS } from '../../../domain/risk-categories';

/**
 * The goals API's shapes (issue 13, Contract), shared by the server, which validates and
 * documents with them (server/modules/goals/schema.ts), and the client, which parses its answers
 * with them. Money is integer paise; rates are basis points (600 = 6 %); days are YYYY-MM-DD.
 *
 * Paths: POST/GET /api/investor/goals, GET/PUT/DELETE /api/investor/goals/{goalId},
 * POST /api/investor/goals/{goalId}/contributions, GET /api/investor/goal-assumptions,
 * GET and PUT /api/advisor/goal-assumptions.
 */

export { GOAL_TYPES, GOAL_TYPE_LABELS, type GoalType } from '../../../domain/goal-types';

/** ₹1,000 to ₹1,000 crore, in paise. */
export const TARGET_MIN = 1_000_00;
export const TARGET_MAX = 1_000_00_00_000_00;
/** A goal is at least a month and at most 50 years away. */
export const HORIZON_MAX_YEARS = 50;
export const NAME_MAX = 60;
export const MAX_GOALS = 20;

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date({ error: 'A date is YYYY-MM-DD' });
const paise = (what: string) => z.int({ error: `${what} is a whole number of paise` });
const riskCategory = z.enum(RISK_CATEGORY_IDS);

export const goalStatusSchema = z.enum(['on-track', 'at-risk', 'off-track']);
export type GoalStatus = z.infer<typeof goalStatusSchema>;

const goalFields = {
  type: z.enum(GOAL_TYPES, { error: `The type is one of ${GOAL_TYPES.join(', ')}` }),
  name: z
    .string({ error: 'Give the goal a name' })
    .check(
      z.trim(),
      z.minLength(1, 'Give the goal a name'),
      z.maxLength(NAME_MAX, `A goal's name is at most ${NAME_MAX} characters`),
    ),
  /** What the goal costs in today's money. */
  targetToday: paise('The target').check(
    z.gte(TARGET_MIN, 'The target is at least ₹1,000'),
    z.lte(TARGET_MAX, 'The target is at most ₹1,000 crore'),
  ),
  /** When the money is needed; the server checks it is 1 month to 50 years away. */
  targetDate: day,
  inflationBp: z
    .int({ error: 'Inflation is a whole number of basis points' })
    .check(z.gte(0, 'Inflation is 0 % or more'), z.lte(1_500, 'Inflation is at most 15 %')),
  /** Money already put aside for it (counted from the day the goal is made). */
  setAside: paise('Money set aside').check(
    z.gte(0, 'Money set aside is ₹0 or more'),
    z.lte(TARGET_MAX, 'Money set aside is at most ₹1,000 crore'),
  ),
  /** Yearly step-up of the SIP, basis points (1,000 = the SIP grows 10 % each year). */
  stepUpBp: z
    .int({ error: 'The step-up is a whole number of basis points' })
    .check(z.gte(0, 'The step-up is 0 % or more'), z.lte(5_000, 'The step-up is at most 50 %')),
  /** The basket that invests for it (`/basketgoal`), or null. */
  basketId: z.nullable(z.uuid({ error: 'A basket id is a UUID' })),
};

/** POST /api/investor/goals (Idempotency-Key). `id` lets a device name a goal made offline. */
export const goalCreateSchema = z.strictObject(
  {
    id: z.optional(z.uuid({ error: 'A goal id is a UUID' })),
    ...goalFields,
    inflationBp: z.optional(goalFields.inflationBp),
    setAside: z.optional(goalFields.setAside),
    stepUpBp: z.optional(goalFields.stepUpBp),
    basketId: z.optional(goalFields.basketId),
  },
  strictError,
);
export type GoalCreate = z.infer<typeof goalCreateSchema>;

/** PUT /api/investor/goals/{goalId}: the whole goal as it should be (a replay leaves the same). */
export const goalUpdateSchema = z.strictObject(goalFields, strictError);
export type GoalUpdate = z.infer<typeof goalUpdateSchema>;

/** POST /api/investor/goals/{goalId}/contributions: money invested elsewhere for the goal. */
export const contributionCreateSchema = z.strictObject(
  {
    id: z.optional(z.uuid({ error: 'A contribution id is a UUID' })),
    amount: paise('The amount').check(
      z.gte(100_00, 'The amount is at least ₹100'),
      z.lte(TARGET_MAX, 'The amount is at most ₹1,000 crore'),
    ),
    /** The day the money was invested; today or earlier. */
    date: day,
    note: z.optional(
      z.string().check(z.trim(), z.maxLength(120, 'A note is at most 120 characters')),
    ),
  },
  strictError,
);
export type ContributionCreate = z.infer<typeof contributionCreateSchema>;

export const contributionSchema = z.object({
  id: z.string(),
  /** `elsewhere`: recorded by the investor; `basket`: a top-up or SIP of the goal's basket. */
  kind: z.enum(['elsewhere', 'basket', 'set-aside']),
  amount: z.int(),
  date: day,
  note: z.nullable(z.string()),
  createdAt: instant,
});
export type Contribution = z.infer<typeof contributionSchema>;

export const goalAssumptionSchema = z.object({
  category: riskCategory,
  expectedReturnBp: z.int(),
  volatilityBp: z.int(),
});

/** A table of assumptions and whose it is. GET /api/advisor/goal-assumptions: the adviser's own. */
export const goalAssumptionTableSchema = z.object({
  /** `adviser`: the investor's adviser edited it; `default`: the documented defaults. */
  source: z.enum(['default', 'adviser']),
  adviserName: z.nullable(z.string()),
  updatedAt: z.nullable(instant),
  rows: z.array(goalAssumptionSchema),
});
export type GoalAssumptionTable = z.infer<typeof goalAssumptionTableSchema>;

/**
 * GET /api/investor/goal-assumptions, and the table inside each goal answer's list, with the
 * investor's category, so a plan can be drawn before the first goal exists.
 */
export const goalAssumptionsSchema = z.extend(goalAssumptionTableSchema, {
  /** The category whose row a new goal's plan uses (FALLBACK_CATEGORY without a risk profile). */
  category: riskCategory,
  /** True when the investor has no risk profile yet and the plan assumes FALLBACK_CATEGORY. */
  assumedCategory: z.boolean(),
});
export type GoalAssumptions = z.infer<typeof goalAssumptionsSchema>;

/** PUT /api/advisor/goal-assumptions: the adviser's table for all their investors. */
export const goalAssumptionsUpdateSchema = z.strictObject(
  {
    rows: z
      .array(
        z.strictObject(
          {
            category: z.enum(RISK_CATEGORY_IDS, { error: 'Unknown risk category' }),
            expectedReturnBp: z
              .int({ error: 'The expected return is a whole number of basis points' })
              .check(
                z.gte(ASSUMPTION_LIMITS.expectedReturnBp.min, 'The expected return is 0 % or more'),
                z.lte(
                  ASSUMPTION_LIMITS.expectedReturnBp.max,
                  'The expected return is at most 15 %',
                ),
              ),
            volatilityBp: z
              .int({ error: 'The volatility is a whole number of basis points' })
              .check(
                z.gte(ASSUMPTION_LIMITS.volatilityBp.min, 'The volatility is 0 % or more'),
                z.lte(ASSUMPTION_LIMITS.volatilityBp.max, 'The volatility is at most 40 %'),
              ),
          },
          strictError,
        ),
      )
      .check(z.length(RISK_CATEGORY_IDS.length, 'Give a row for each of the five categories')),
  },
  strictError,
);
export type GoalAssumptionsUpdate = z.infer<typeof goalAssumptionsUpdateSchema>;

/** The plan: what the target will cost then, and the SIP that gets there. */
export const goalPlanSchema = z.object({
  months: z.int(),
  /** The target in money of the target date (today's target grown by inflation). */
  futureValue: z.int(),
  /** What the money set aside grows to by then at the expected return. */
  setAsideFutureValue: z.int(),
  /** The first month's SIP that reaches the future value (stepped up yearly by stepUpBp). */
  monthlySip: z.int(),
  /** Chance (0 to 1) of reaching the target with that SIP, from the Monte Carlo. */
  chance: z.number(),
  paths: z.int(),
});
export type GoalPlan = z.infer<typeof goalPlanSchema>;

export const goalProgressSchema = z.object({
  /** The market day the values are of. */
  asOf: day,
  /** Value today: the linked basket's holdings at the last close plus money recorded elsewhere. */
  value: z.int(),
  basketValue: z.int(),
  elsewhere: z.int(),
  /** Put in so far (basket purchases with charges, money set aside, money recorded elsewhere). */
  invested: z.int(),
  /** Where the plan's glide path says the goal should be today. */
  expectedNow: z.int(),
  status: goalStatusSchema,
  /** What the goal falls short at the target date, continuing the plan's SIP from today's value. */
  shortfall: z.int(),
  /** The chance (0 to 1) of reaching the target from today's value with the plan's SIP. */
  chance: z.number(),
  /** What would fix a shortfall: a higher SIP from now on, or a later date (null if none within 50 years). */
  fix: z.nullable(
    z.object({
      raiseSipBy: z.int(),
      newMonthlySip: z.int(),
      moveDateTo: z.nullable(day),
    }),
  ),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

export const goalSchema = z.object({
  goalId: z.string(),
  type: z.enum(GOAL_TYPES),
  name: z.string(),
  targetToday: z.int(),
  targetDate: day,
  inflationBp: z.int(),
  setAside: z.int(),
  stepUpBp: z.int(),
  basketId: z.nullable(z.string()),
  basketName: z.nullable(z.string()),
  /** The category whose expected return and volatility the plan uses. */
  riskCategory: riskCategory,
  /** True when the investor has no risk profile yet and the plan assumes FALLBACK_CATEGORY. */
  assumedCategory: z.boolean(),
  expectedReturnBp: z.int(),
  volatilityBp: z.int(),
  /** The contract's field: the plan's first monthly SIP, paise. */
  monthlySip: z.int(),
  plan: goalPlanSchema,
  progress: goalProgressSchema,
  contributions: z.array(contributionSchema),
  demo: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type Goal = z.infer<typeof goalSchema>;

export const goalsSchema = z.object({
  goals: z.array(goalSchema),
  assumptions: goalAssumptionsSchema,
  limit: z.int(),
});
export type Goals = z.infer<typeof goalsSchema>;

export const deletedSchema = z.object({ deleted: z.boolean() });
