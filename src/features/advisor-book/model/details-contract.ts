import * as z from 'zod/mini';
import { GOAL_TYPES } from '../../../domain/goal-types';
import { RISK_CATEGORY_IDS } from '../../../domain/risk-categories';

/**
 * Investor details (issue 15, Deliver 3): one client on one screen, shared by the server, which
 * validates and documents with it (server/modules/advisor-book/details-routes.ts), and the app,
 * which parses its answers with it. Money is integer paise; percentages of the portfolio API are
 * percent (1.5 = 1.5 %), returns fractions (0.12 = 12 %). Only the adviser's own clients: any
 * other id is 404.
 *
 * - GET /api/advisor/investors/{id}/overview: profile, KYC and risk category with their history,
 *   holdings and performance, goals, baskets, model portfolios, suggestions sent and their
 *   outcome, family.
 * - GET /api/advisor/investors/{id}/activity?limit=&before=: the caller's own audited actions on
 *   this client, newest first (the client sees the same entries in their account settings).
 */

const paise = z.int();
const day = z.iso.date();
const instant = z.string();
const category = z.enum(RISK_CATEGORY_IDS);
const who = z.nullable(z.object({ id: z.string(), name: z.nullable(z.string()) }));

export const KYC_STATES = ['not-started', 'draft', 'submitted', 'verified', 'rejected'] as const;

export const detailsKycSchema = z.object({
  status: z.enum(KYC_STATES),
  submittedAt: z.nullable(instant),
  decidedAt: z.nullable(instant),
  rejectionReason: z.nullable(z.string()),
  /** Newest first: submissions and decisions. */
  history: z.array(z.object({ at: instant, action: z.string(), by: who })),
});

export const riskEventSchema = z.object({
  at: instant,
  /** questionnaire: the investor took the risk profile; override: the adviser set a category. */
  kind: z.enum(['questionnaire', 'override']),
  category,
  by: who,
  /** The adviser's written reason of an override. */
  reason: z.nullable(z.string()),
});
export type RiskEvent = z.infer<typeof riskEventSchema>;

export const detailsRiskSchema = z.object({
  /** The category in force: the latest profile's, or its latest override's; null before one. */
  category: z.nullable(category),
  takenAt: z.nullable(instant),
  renewalDue: z.boolean(),
  overridden: z.boolean(),
  /** Newest first. */
  history: z.array(riskEventSchema),
});

export const topHoldingSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  quantity: z.int(),
  invested: paise,
  value: paise,
  unrealisedGain: paise,
  unrealisedGainPercent: z.nullable(z.number()),
  /** Share of the holdings' value, 0 to 1. */
  weight: z.number(),
});
export type TopHolding = z.infer<typeof topHoldingSchema>;

/** The portfolio module's own figures (GET /api/investor/portfolio), as the adviser needs them. */
export const detailsPortfolioSchema = z.object({
  asOf: z.object({ date: z.nullable(day), demo: z.boolean(), label: z.nullable(z.string()) }),
  netWorth: paise,
  holdingsValue: paise,
  cash: paise,
  invested: paise,
  deposited: paise,
  dayChange: paise,
  dayChangePercent: z.nullable(z.number()),
  unrealisedGain: paise,
  realisedGain: paise,
  dividends: paise,
  totalGain: paise,
  totalGainPercent: z.nullable(z.number()),
  xirr: z.nullable(z.number()),
  twr: z.nullable(z.number()),
  since: z.nullable(day),
  positions: z.int(),
  /** The largest holdings by value, at most TOP_HOLDINGS. */
  topHoldings: z.array(topHoldingSchema),
});
export type DetailsPortfolio = z.infer<typeof detailsPortfolioSchema>;
export const TOP_HOLDINGS = 10;

export const detailsGoalSchema = z.object({
  goalId: z.string(),
  name: z.string(),
  type: z.enum(GOAL_TYPES),
  targetToday: paise,
  targetDate: day,
  monthlySip: paise,
  value: paise,
  status: z.enum(['on-track', 'at-risk', 'off-track']),
  /** Chance (0 to 1) of reaching the target from today's value. */
  chance: z.number(),
  shortfall: paise,
});

export const detailsBasketSchema = z.object({
  basketId: z.string(),
  name: z.string(),
  goalName: z.nullable(z.string()),
  value: paise,
  invested: paise,
  gain: paise,
  needsRebalance: z.boolean(),
  sip: z.nullable(z.object({ amount: paise, active: z.boolean() })),
});

export const detailsModelSchema = z.object({
  modelId: z.string(),
  name: z.string(),
  /** The model's current version, and the one the client was assigned. */
  version: z.int(),
  assignedVersion: z.int(),
  assignedAt: instant,
  driftBandBp: z.int(),
  /** Largest gap from the model's weights, percentage points; null when nothing of it is held. */
  driftPoints: z.nullable(z.number()),
  outsideBand: z.boolean(),
});

export const SUGGESTION_STATES = ['pending', 'accepted', 'declined', 'superseded'] as const;

export const detailsSuggestionSchema = z.object({
  suggestionId: z.string(),
  kind: z.enum(['call', 'model', 'rebalance']),
  title: z.string(),
  status: z.enum(SUGGESTION_STATES),
  /** The suitability check: passed, or sent over it with a recorded reason. */
  suitability: z.enum(['passed', 'overridden']),
  createdAt: instant,
  respondedAt: z.nullable(instant),
  declineReason: z.nullable(z.string()),
  /** Orders its acceptance placed that filled, of those it planned. */
  filled: z.int(),
  planned: z.int(),
});
export type DetailsSuggestion = z.infer<typeof detailsSuggestionSchema>;

export const FAMILY_ROLES = ['head', 'spouse', 'child', 'parent', 'sibling', 'other'] as const;

export const detailsFamilySchema = z.object({
  familyId: z.string(),
  name: z.string(),
  role: z.enum(FAMILY_ROLES),
  members: z.array(
    z.object({ investorId: z.string(), name: z.nullable(z.string()), role: z.enum(FAMILY_ROLES) }),
  ),
});

export const investorOverviewSchema = z.object({
  investor: z.object({
    id: z.string(),
    name: z.nullable(z.string()),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    track: z.string(),
    /** When the account was opened. */
    since: instant,
  }),
  kyc: detailsKycSchema,
  risk: detailsRiskSchema,
  portfolio: z.nullable(detailsPortfolioSchema),
  /** Why there is no portfolio (no paper account yet); null when there is one. */
  portfolioMissing: z.nullable(z.string()),
  goals: z.array(detailsGoalSchema),
  baskets: z.array(detailsBasketSchema),
  models: z.array(detailsModelSchema),
  /** What this adviser sent the client, newest first (at most 50). */
  suggestions: z.array(detailsSuggestionSchema),
  family: z.nullable(detailsFamilySchema),
});
export type InvestorOverview = z.infer<typeof investorOverviewSchema>;

export const activityEntrySchema = z.object({
  id: z.int(),
  at: instant,
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const clientActivitySchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.nullable(z.int()),
});
export type ClientActivity = z.infer<typeof clientActivitySchema>;

export const ACTIVITY_PAGE = 20;
export const SUGGESTIONS_SHOWN = 50;
