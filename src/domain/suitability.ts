import type { RiskCategoryId } from './risk-categories';

// Suitability of a suggestion for one client (issue 16, Deliver 3; SEBI IA Regulations 2013,
// Reg. 17): the rules the server checks before a call or a model reaches a client, per risk
// category (src/domain/risk-categories.ts). Pure and shared: the server decides with it, the
// adviser's screens explain with it, docs/suitability.md states it. Changing a limit or a rule
// changes SUITABILITY_RULE_VERSION, which every recorded decision carries.
//
// Rules (each finding names one):
// - 'no-risk-profile': the client has no risk profile, so nothing can be judged suitable.
// - 'declared-category': the adviser declared the call or model suitable for some categories;
//   the client's is not among them.
// - 'single-stock': after the suggestion, one stock would be more than maxSingleStockBp of the
//   client's portfolio (a call: the stock's value after the buy over the portfolio's value,
//   cash included; a model: its largest weight).
// - 'small-cap': more than maxSmallCapBp in small caps (a call: the stock's weight after the buy
//   when it is a small cap; a model: the weight of its small caps). Size bands by market-cap rank
//   in the NIFTY 500 on the latest day, as SEBI's categorisation of mutual fund schemes (circular
//   of 6 October 2017): 1-100 large, 101-250 mid, 251 and after small.
// - 'volatility': yearly volatility of what is bought above maxVolatility (a call: the stock's;
//   a model: its mix's, daily-rebalanced, src/features/baskets/model/volatility.ts's method);
//   unknown volatility (under a year of prices) counts as above every limit but aggressive's.
// Sell and hold calls lower risk: only 'no-risk-profile' and 'declared-category' apply to them.

export const SUITABILITY_RULE_VERSION = '2026-11.1';

export const SUITABILITY_RULES = [
  'no-risk-profile',
  'declared-category',
  'single-stock',
  'small-cap',
  'volatility',
] as const;
export type SuitabilityRule = (typeof SUITABILITY_RULES)[number];

export interface CategoryLimits {
  /** Largest share of the portfolio in one stock, basis points. */
  maxSingleStockBp: number;
  /** Largest share in small caps, basis points. */
  maxSmallCapBp: number;
  /** Largest yearly volatility (0.3 = 30 %); null: no limit. */
  maxVolatility: number | null;
}

export const CATEGORY_LIMITS: Readonly<Record<RiskCategoryId, CategoryLimits>> = {
  conservative: { maxSingleStockBp: 500, maxSmallCapBp: 0, maxVolatility: 0.25 },
  'moderately-conservative': { maxSingleStockBp: 1000, maxSmallCapBp: 1000, maxVolatility: 0.3 },
  moderate: { maxSingleStockBp: 1500, maxSmallCapBp: 2000, maxVolatility: 0.35 },
  'moderately-aggressive': { maxSingleStockBp: 2000, maxSmallCapBp: 3500, maxVolatility: 0.45 },
  aggressive: { maxSingleStockBp: 3000, maxSmallCapBp: 6000, maxVolatility: null },
};

export type CapBand = 'large' | 'mid' | 'small';

/** A failed rule, in plain words for the adviser (and the record). */
export interface SuitabilityFinding {
  rule: SuitabilityRule;
  /** The limit as shown: "15 %", "Moderate, Aggressive"; null for no-risk-profile. */
  limit: string | null;
  /** What the suggestion has: "22 %", "Conservative". */
  actual: string | null;
  /** One sentence: "ITC would be 22 % of Sunita's portfolio; Conservative allows 5 %." */
  detail: string;
}

/** SEBI's bands by market-cap rank (1 = largest): 1-100 large, 101-250 mid, after that small. */
export function capBandOfRank(rank: number): CapBand {
  if (rank <= 100) return 'large';
  if (rank <= 250) return 'mid';
  return 'small';
}
