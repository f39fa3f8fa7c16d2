import { describe, expect, it } from 'vitest';
import { RISK_CATEGORY_IDS, type RiskCategoryId } from '../../../src/domain/risk-categories';
import {
  CATEGORY_LIMITS,
  checkSuitability,
  percentOfBp,
  SUITABILITY_RULE_VERSION,
  type CapBand,
  type SuitabilityInput,
} from '../../../src/domain/suitability';

// The suitability rules table (issue 16, Deliver 3; src/domain/suitability.ts's header): each
// rule per category, at and just over its limit, and the words of each finding.

const ALL = [...RISK_CATEGORY_IDS];

const buy = (
  category: RiskCategoryId | null,
  over: Partial<{
    weightAfterBp: number;
    band: CapBand | null;
    volatility: number | null;
    categories: RiskCategoryId[];
    action: 'buy' | 'sell' | 'hold';
  }> = {},
): SuitabilityInput => ({
  clientName: 'Sunita',
  category,
  subject: {
    kind: 'call',
    action: over.action ?? 'buy',
    stock: { symbol: 'ITC', band: over.band === undefined ? 'large' : over.band },
    weightAfterBp: over.weightAfterBp ?? 100,
    volatility: over.volatility === undefined ? 0.1 : over.volatility,
    categories: over.categories ?? ALL,
  },
});

const model = (
  category: RiskCategoryId | null,
  stocks: Array<{ symbol: string; weightBp: number; band: CapBand | null }>,
  volatility: number | null = 0.1,
  categories: RiskCategoryId[] = ALL,
): SuitabilityInput => ({
  clientName: 'Aarav',
  category,
  subject: { kind: 'model', name: 'Steady large caps', stocks, volatility, categories },
});

const rules = (input: SuitabilityInput) => checkSuitability(input).findings.map((f) => f.rule);

/** n equal large caps. */
const equal = (n: number, band: CapBand = 'large') =>
  Array.from({ length: n }, (_, i) => ({
    symbol: `S${i}`,
    weightBp: Math.floor(10_000 / n),
    band,
  }));

describe('checkSuitability', () => {
  it('passes a small, steady large-cap buy for every category, with the rule version', () => {
    for (const category of RISK_CATEGORY_IDS) {
      expect(checkSuitability(buy(category))).toEqual({
        passed: true,
        findings: [],
        ruleVersion: SUITABILITY_RULE_VERSION,
      });
    }
  });

  it('no-risk-profile: nothing else is judged, for calls of any action and models', () => {
    for (const action of ['buy', 'sell', 'hold'] as const) {
      const result = checkSuitability(buy(null, { action }));
      expect(result.passed).toBe(false);
      expect(result.findings).toEqual([
        expect.objectContaining({ rule: 'no-risk-profile', limit: null, actual: null }),
      ]);
      expect(result.findings[0]!.detail).toContain('Sunita has no risk profile');
    }
    expect(rules(model(null, equal(10)))).toEqual(['no-risk-profile']);
  });

  it.each(RISK_CATEGORY_IDS.map((category) => [category]))(
    'declared-category for %s: blocked when the call or model does not list it',
    (category) => {
      const others = ALL.filter((id) => id !== category);
      expect(rules(buy(category, { categories: others }))).toEqual(['declared-category']);
      expect(rules(buy(category, { categories: [category] }))).toEqual([]);
      expect(rules(model(category, equal(20), 0.1, others))).toEqual(['declared-category']);
    },
  );

  it('declared-category names the client, the category and what the call suits', () => {
    const [finding] = checkSuitability(
      buy('conservative', { categories: ['aggressive'] }),
    ).findings;
    expect(finding).toEqual({
      rule: 'declared-category',
      limit: 'Aggressive',
      actual: 'Conservative',
      detail: 'Sunita is Conservative; you marked ITC as suitable for Aggressive only.',
    });
  });

  it.each(RISK_CATEGORY_IDS.map((category) => [category, CATEGORY_LIMITS[category]] as const))(
    'single-stock for %s: at the limit passes, above it fails',
    (category, limits) => {
      const at = limits.maxSingleStockBp;
      expect(rules(buy(category, { weightAfterBp: at }))).not.toContain('single-stock');
      expect(rules(buy(category, { weightAfterBp: at + 1 }))).toContain('single-stock');
      const heavy = [
        { symbol: 'BIG', weightBp: at + 1, band: 'large' as const },
        ...equal(20).slice(1),
      ];
      expect(rules(model(category, heavy))).toContain('single-stock');
      expect(rules(model(category, equal(20)))).not.toContain('single-stock');
    },
  );

  it('single-stock words: the stock, the share, the client and the limit', () => {
    const [finding] = checkSuitability(buy('conservative', { weightAfterBp: 2200 })).findings;
    expect(finding).toEqual({
      rule: 'single-stock',
      limit: '5 %',
      actual: '22 %',
      detail: 'ITC would be 22 % of Sunita’s portfolio; Conservative allows 5 % in one stock.',
    });
  });

  it.each(RISK_CATEGORY_IDS.map((category) => [category, CATEGORY_LIMITS[category]] as const))(
    'small-cap for %s: a small cap within the limit passes, over it fails; a large cap never',
    (category, limits) => {
      const weight = limits.maxSmallCapBp;
      expect(rules(buy(category, { band: 'small', weightAfterBp: weight }))).not.toContain(
        'small-cap',
      );
      expect(rules(buy(category, { band: 'small', weightAfterBp: weight + 1 }))).toContain(
        'small-cap',
      );
      expect(rules(buy(category, { band: 'mid', weightAfterBp: weight + 1 }))).not.toContain(
        'small-cap',
      );
      const stocks = equal(20, 'large');
      const smallCount = Math.floor(limits.maxSmallCapBp / 500);
      stocks.forEach((stock, index) => {
        if (index < smallCount) stock.band = 'small';
      });
      expect(rules(model(category, stocks))).not.toContain('small-cap');
      if (smallCount < 20) {
        stocks[smallCount]!.band = 'small';
        expect(rules(model(category, stocks))).toContain('small-cap');
      }
    },
  );

  it('a stock without a market cap counts as small', () => {
    expect(rules(buy('conservative', { band: null, weightAfterBp: 100 }))).toEqual(['small-cap']);
  });

  it('small-cap words for a model name its small caps and the share', () => {
    const stocks = [
      ...equal(4, 'small').map((stock) => ({ ...stock, weightBp: 1250 })),
      ...equal(4, 'large').map((stock, i) => ({ ...stock, symbol: `L${i}`, weightBp: 1250 })),
    ];
    const finding = checkSuitability(model('moderate', stocks)).findings.find(
      (f) => f.rule === 'small-cap',
    );
    expect(finding).toEqual({
      rule: 'small-cap',
      limit: '20 %',
      actual: '50 %',
      detail:
        'Steady large caps has 50 % in small caps (S0, S1, S2, S3); Moderate allows 20 % for Aarav.',
    });
  });

  it.each(RISK_CATEGORY_IDS.map((category) => [category, CATEGORY_LIMITS[category]] as const))(
    'volatility for %s: at the limit passes, above fails, unknown fails (but for aggressive)',
    (category, limits) => {
      if (limits.maxVolatility === null) {
        expect(rules(buy(category, { volatility: 2 }))).toEqual([]);
        expect(rules(buy(category, { volatility: null }))).toEqual([]);
        return;
      }
      expect(rules(buy(category, { volatility: limits.maxVolatility }))).toEqual([]);
      expect(rules(buy(category, { volatility: limits.maxVolatility + 0.01 }))).toEqual([
        'volatility',
      ]);
      expect(rules(buy(category, { volatility: null }))).toEqual(['volatility']);
      expect(rules(model(category, equal(20), limits.maxVolatility + 0.01))).toEqual([
        'volatility',
      ]);
    },
  );

  it('volatility words', () => {
    const [finding] = checkSuitability(buy('moderate', { volatility: 0.412 })).findings;
    expect(finding).toEqual({
      rule: 'volatility',
      limit: '35 %',
      actual: '41.2 %',
      detail: 'ITC swings 41.2 % a year; Moderate allows up to 35 % for Sunita.',
    });
  });

  it('sell and hold calls: only the first two rules apply', () => {
    for (const action of ['sell', 'hold'] as const) {
      const risky = { action, weightAfterBp: 9000, band: 'small' as const, volatility: null };
      expect(rules(buy('conservative', risky))).toEqual([]);
      expect(rules(buy('conservative', { ...risky, categories: ['aggressive'] }))).toEqual([
        'declared-category',
      ]);
    }
  });

  it('reports every failed rule at once, in the order of the rules', () => {
    expect(
      rules(
        buy('conservative', {
          categories: ['aggressive'],
          weightAfterBp: 3000,
          band: 'small',
          volatility: 0.6,
        }),
      ),
    ).toEqual(['declared-category', 'single-stock', 'small-cap', 'volatility']);
  });

  it('percentOfBp writes Indian-style percents', () => {
    expect(percentOfBp(500)).toBe('5 %');
    expect(percentOfBp(1250)).toBe('12.5 %');
    expect(percentOfBp(12)).toBe('0.1 %');
  });
});
