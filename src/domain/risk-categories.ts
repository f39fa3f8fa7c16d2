import * as z from 'zod/mini';

// Shared domain rules (src/domain: pure, no React, imported by any feature and the server).
// The five SEBI-style risk categories, lowest risk first. Their ids are a contract: the risk
// profile stores them, and later issues key on them (goals: expected return by category;
// suggestions: suitability). Import them from here, never retype them.

export const RISK_CATEGORY_IDS = [
  'conservative',
  'moderately-conservative',
  'moderate',
  'moderately-aggressive',
  'aggressive',
] as const;

export type RiskCategoryId = (typeof RISK_CATEGORY_IDS)[number];

export const riskCategoryIdSchema = z.enum(RISK_CATEGORY_IDS);

/** Percent of the portfolio in each asset class; the three add up to 100. */
export interface AssetMix {
  equity: number;
  debt: number;
  gold: number;
}

export interface RiskCategory {
  id: RiskCategoryId;
  label: string;
  /** What the category means for the investor, in plain words. */
  meaning: string;
  /**
   * Indicative only: a starting point for a diversified portfolio of this category, in the
   * spirit of common model portfolios for Indian investors. It is not advice and not a SEBI
   * prescription; the adviser tailors the actual mix to the investor's goals.
   */
  mix: AssetMix;
}

export const RISK_CATEGORIES: Readonly<Record<RiskCategoryId, RiskCategory>> = {
  conservative: {
    id: 'conservative',
    label: 'Conservative',
    meaning:
      'Keeping your money safe matters more than growing it fast. Most of it stays in steady, lower-return investments such as debt funds and deposits, with a little in shares.',
    mix: { equity: 15, debt: 75, gold: 10 },
  },
  'moderately-conservative': {
    id: 'moderately-conservative',
    label: 'Moderately conservative',
    meaning:
      'You want mostly steady returns and can accept small ups and downs for a little more growth. Debt leads, with a modest share in equity.',
    mix: { equity: 30, debt: 60, gold: 10 },
  },
  moderate: {
    id: 'moderate',
    label: 'Moderate',
    meaning:
      'You want a balance of growth and stability, and can sit through ordinary market falls. Equity and debt share the portfolio roughly equally.',
    mix: { equity: 50, debt: 40, gold: 10 },
  },
  'moderately-aggressive': {
    id: 'moderately-aggressive',
    label: 'Moderately aggressive',
    meaning:
      'You aim for growth over the long run and can accept sizeable falls along the way. Equity leads, with debt to soften the swings.',
    mix: { equity: 65, debt: 25, gold: 10 },
  },
  aggressive: {
    id: 'aggressive',
    label: 'Aggressive',
    meaning:
      'You aim for the highest long-term growth and can ride out deep, lasting falls without needing the money. Most of the portfolio is in equity.',
    mix: { equity: 80, debt: 15, gold: 5 },
  },
};

/** 0 for conservative up to 4 for aggressive. */
export const categoryRank = (id: RiskCategoryId): number => RISK_CATEGORY_IDS.indexOf(id);

/** The lower-risk of two categories (the rule for capacity against tolerance). */
export const lowerCategory = (a: RiskCategoryId, b: RiskCategoryId): RiskCategoryId =>
  categoryRank(a) <= categoryRank(b) ? a : b;

export const isRiskCategoryId = (value: unknown): value is RiskCategoryId =>
  RISK_CATEGORY_IDS.includes(value as RiskCategoryId);
