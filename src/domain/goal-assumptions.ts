import { RISK_CATEGORY_IDS, type RiskCategoryId } from './risk-categories';

// The expected return and volatility a goal plan assumes for each risk category (issue 13,
// Deliver 2): a documented table an adviser may edit for their own investors
// (PUT /api/advisor/goal-assumptions). Nominal, yearly, before tax, in basis points (1,000 = 10 %).
//
// How the defaults were chosen (indicative, not advice and not a SEBI prescription): each
// category's indicative mix (risk-categories.ts) priced with long-run Indian figures. Equity:
// NIFTY 50 total-return index, about 12-13 % a year since 1999 with about 17-22 % yearly
// volatility (NSE Indices factsheets); debt: short and medium duration funds and deposits, about
// 6.5-7.5 % with 1-3 % volatility (AMFI category averages); gold: about 9-10 % with 13-15 %
// volatility in rupees. The blend is rounded down by about half a point, as a planner should be
// cautious; the volatilities take a correlation of about 0.1 between equity and debt.

export interface GoalAssumption {
  category: RiskCategoryId;
  /** Expected yearly return, basis points. */
  expectedReturnBp: number;
  /** Yearly volatility (standard deviation of yearly returns), basis points. */
  volatilityBp: number;
}

export const DEFAULT_GOAL_ASSUMPTIONS: Readonly<Record<RiskCategoryId, GoalAssumption>> = {
  conservative: { category: 'conservative', expectedReturnBp: 700, volatilityBp: 400 },
  'moderately-conservative': {
    category: 'moderately-conservative',
    expectedReturnBp: 850,
    volatilityBp: 700,
  },
  moderate: { category: 'moderate', expectedReturnBp: 1_000, volatilityBp: 1_000 },
  'moderately-aggressive': {
    category: 'moderately-aggressive',
    expectedReturnBp: 1_100,
    volatilityBp: 1_300,
  },
  aggressive: { category: 'aggressive', expectedReturnBp: 1_200, volatilityBp: 1_600 },
};

/** The table in category order, lowest risk first. */
export const defaultAssumptionRows = (): GoalAssumption[] =>
  RISK_CATEGORY_IDS.map((id) => ({ ...DEFAULT_GOAL_ASSUMPTIONS[id] }));

/** When an investor has no risk profile yet, plans assume the middle category, and say so. */
export const FALLBACK_CATEGORY: RiskCategoryId = 'moderate';

/**
 * Bounds an adviser's edit must keep: a plan at 40 % a year would promise too much, and 15 %
 * compounded over the 50-year horizon keeps every rupee figure a safe integer of paise.
 */
export const ASSUMPTION_LIMITS = {
  expectedReturnBp: { min: 0, max: 1_500 },
  volatilityBp: { min: 0, max: 4_000 },
} as const;

/** The default inflation of a goal's target (issue 13: 6 %, editable). */
export const DEFAULT_INFLATION_BP = 600;
