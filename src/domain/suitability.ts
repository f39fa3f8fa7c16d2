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
//   of 6 October 2017): 1-100 large, 101-250 mid, 251 and after small; a stock without a market
//   cap counts as small (the cautious reading).
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

/** A stock as the rules see it. */
export interface SuitabilityStock {
  symbol: string;
  /** Its size band on the latest day; null without a market cap (counted as small: cautious). */
  band: CapBand | null;
}

/**
 * What is checked for one client. A call: the stock, its weight in the client's portfolio
 * (holdings and cash) after the planned orders, and its yearly volatility. A model (or a
 * rebalance to a model's new version): its stocks and weights, and its mix's volatility.
 */
export type SuitabilitySubject =
  | {
      kind: 'call';
      action: 'buy' | 'sell' | 'hold';
      stock: SuitabilityStock;
      /** The stock's share of the portfolio after the planned buy, basis points. */
      weightAfterBp: number;
      volatility: number | null;
      categories: readonly RiskCategoryId[];
    }
  | {
      kind: 'model';
      name: string;
      stocks: readonly (SuitabilityStock & { weightBp: number })[];
      volatility: number | null;
      categories: readonly RiskCategoryId[];
    };

export interface SuitabilityInput {
  /** The client's name as the adviser knows it. */
  clientName: string;
  /** The category in force (an adviser's override wins); null: no risk profile. */
  category: RiskCategoryId | null;
  subject: SuitabilitySubject;
}

export interface SuitabilityResult {
  passed: boolean;
  findings: SuitabilityFinding[];
  ruleVersion: string;
}

const LABELS: Readonly<Record<RiskCategoryId, string>> = {
  conservative: 'Conservative',
  'moderately-conservative': 'Moderately conservative',
  moderate: 'Moderate',
  'moderately-aggressive': 'Moderately aggressive',
  aggressive: 'Aggressive',
};

/** Basis points as a percent the way the app writes them: "22 %", "12.5 %". */
export function percentOfBp(bp: number): string {
  const value = Math.round(bp / 10) / 10;
  return `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })} %`;
}

const percentOfFraction = (fraction: number) => percentOfBp(Math.round(fraction * 10_000));
const isSmall = (stock: SuitabilityStock) => stock.band === null || stock.band === 'small';

/**
 * The rules of this file's header for one client, each failed one a finding in plain words
 * naming the client, the stock or model, the figures and the category's limit. Pure.
 */
export function checkSuitability(input: SuitabilityInput): SuitabilityResult {
  const { clientName: client, category, subject } = input;
  const done = (findings: SuitabilityFinding[]): SuitabilityResult => ({
    passed: findings.length === 0,
    findings,
    ruleVersion: SUITABILITY_RULE_VERSION,
  });
  const what = subject.kind === 'call' ? subject.stock.symbol : subject.name;
  if (category === null) {
    return done([
      {
        rule: 'no-risk-profile',
        limit: null,
        actual: null,
        detail: `${client} has no risk profile yet, so ${what} cannot be judged suitable: ask them to take it first.`,
      },
    ]);
  }
  const label = LABELS[category];
  const findings: SuitabilityFinding[] = [];
  if (!subject.categories.includes(category)) {
    const suits = subject.categories.map((id) => LABELS[id]).join(', ');
    findings.push({
      rule: 'declared-category',
      limit: suits,
      actual: label,
      detail: `${client} is ${label}; you marked ${what} as suitable for ${suits || 'no category'} only.`,
    });
  }
  if (subject.kind === 'call' && subject.action !== 'buy') return done(findings);
  const limits = CATEGORY_LIMITS[category];

  if (subject.kind === 'call') {
    const { symbol } = subject.stock;
    if (subject.weightAfterBp > limits.maxSingleStockBp) {
      findings.push({
        rule: 'single-stock',
        limit: percentOfBp(limits.maxSingleStockBp),
        actual: percentOfBp(subject.weightAfterBp),
        detail: `${symbol} would be ${percentOfBp(subject.weightAfterBp)} of ${client}’s portfolio; ${label} allows ${percentOfBp(limits.maxSingleStockBp)} in one stock.`,
      });
    }
    if (isSmall(subject.stock) && subject.weightAfterBp > limits.maxSmallCapBp) {
      findings.push({
        rule: 'small-cap',
        limit: percentOfBp(limits.maxSmallCapBp),
        actual: percentOfBp(subject.weightAfterBp),
        detail: `${symbol} is a small cap and would be ${percentOfBp(subject.weightAfterBp)} of ${client}’s portfolio; ${label} allows ${percentOfBp(limits.maxSmallCapBp)} in small caps.`,
      });
    }
  } else {
    const largest = subject.stocks.reduce<(SuitabilityStock & { weightBp: number }) | null>(
      (top, stock) => (top === null || stock.weightBp > top.weightBp ? stock : top),
      null,
    );
    if (largest && largest.weightBp > limits.maxSingleStockBp) {
      findings.push({
        rule: 'single-stock',
        limit: percentOfBp(limits.maxSingleStockBp),
        actual: percentOfBp(largest.weightBp),
        detail: `${what} puts ${percentOfBp(largest.weightBp)} in ${largest.symbol}; ${label} allows ${percentOfBp(limits.maxSingleStockBp)} in one stock for ${client}.`,
      });
    }
    const small = subject.stocks.filter(isSmall);
    const smallBp = small.reduce((sum, stock) => sum + stock.weightBp, 0);
    if (smallBp > limits.maxSmallCapBp) {
      findings.push({
        rule: 'small-cap',
        limit: percentOfBp(limits.maxSmallCapBp),
        actual: percentOfBp(smallBp),
        detail: `${what} has ${percentOfBp(smallBp)} in small caps (${small.map((stock) => stock.symbol).join(', ')}); ${label} allows ${percentOfBp(limits.maxSmallCapBp)} for ${client}.`,
      });
    }
  }
  if (limits.maxVolatility !== null) {
    const limit = percentOfFraction(limits.maxVolatility);
    if (subject.volatility === null) {
      findings.push({
        rule: 'volatility',
        limit,
        actual: null,
        detail: `${what} has too short a price history to measure its volatility; ${label} allows up to ${limit} a year for ${client}, so it cannot be judged suitable.`,
      });
    } else if (subject.volatility > limits.maxVolatility) {
      const actual = percentOfFraction(subject.volatility);
      findings.push({
        rule: 'volatility',
        limit,
        actual,
        detail: `${what} swings ${actual} a year; ${label} allows up to ${limit} for ${client}.`,
      });
    }
  }
  return done(findings);
}
