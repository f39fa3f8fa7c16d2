import { categoryRank, type RiskCategoryId } from '../../../domain/risk-categories';
import type { Theme } from './archive-shapes';

// Which investors an equity basket suits, from its yearly volatility (model/volatility.ts).
// An all-equity basket is never a conservative holding, so the scale starts at moderate:
// below 14 % a year (about a large-cap index fund's long-run volatility, NIFTY 50 factsheets)
// it suits a moderate investor; below 20 % (typical of mid-cap and concentrated baskets) a
// moderately aggressive one; anything above, or unknown (less than a year of prices), only an
// aggressive investor.

const MODERATE_BELOW = 0.14;
const MODERATELY_AGGRESSIVE_BELOW = 0.2;

/** The lowest risk category an equity basket of this yearly volatility suits. */
export function fitCategoryOf(volatility: number | null): RiskCategoryId {
  if (volatility === null || !Number.isFinite(volatility)) return 'aggressive';
  if (volatility < MODERATE_BELOW) return 'moderate';
  if (volatility < MODERATELY_AGGRESSIVE_BELOW) return 'moderately-aggressive';
  return 'aggressive';
}

/** A ready-made basket's category: as the archive states it, else from its volatility. */
export const themeFit = (theme: Pick<Theme, 'fitCategory' | 'volatility'>): RiskCategoryId =>
  theme.fitCategory ?? fitCategoryOf(theme.volatility);

/**
 * 'fits' when the investor's category is at least as risky as the basket's; 'riskier' when the
 * basket is riskier than the investor; 'unknown' before the investor has a risk profile.
 */
export function fitsInvestor(
  fit: RiskCategoryId,
  investor: RiskCategoryId | null,
): 'fits' | 'riskier' | 'unknown' {
  if (investor === null) return 'unknown';
  return categoryRank(fit) <= categoryRank(investor) ? 'fits' : 'riskier';
}
