import { describe, expect, it } from 'vitest';
import { fitCategoryOf, fitsInvestor } from '@/features/baskets/model/fit';
import type { RiskCategoryId } from '@/domain/risk-categories';

describe('fitCategoryOf', () => {
  it.each<[number | null, RiskCategoryId]>([
    [0.08, 'moderate'],
    [0.1399, 'moderate'],
    [0.14, 'moderately-aggressive'],
    [0.1999, 'moderately-aggressive'],
    [0.2, 'aggressive'],
    [0.35, 'aggressive'],
    [null, 'aggressive'],
  ])('volatility %s → %s', (volatility, expected) => {
    expect(fitCategoryOf(volatility)).toBe(expected);
  });
});

describe('fitsInvestor', () => {
  it.each<[RiskCategoryId, RiskCategoryId | null, 'fits' | 'riskier' | 'unknown']>([
    ['moderate', 'moderate', 'fits'],
    ['moderate', 'aggressive', 'fits'],
    ['moderately-aggressive', 'moderate', 'riskier'],
    ['aggressive', 'moderately-aggressive', 'riskier'],
    ['moderate', 'conservative', 'riskier'],
    ['aggressive', null, 'unknown'],
  ])('a %s basket for a %s investor: %s', (fit, investor, expected) => {
    expect(fitsInvestor(fit, investor)).toBe(expected);
  });
});
