// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STRATEGY_BASES, strategyParamsSchema } from '@/features/strategies/model/contract';
import {
  defaultParams,
  scanStrategyParams,
  STRATEGY_LIBRARY,
} from '@/features/strategies/model/library';

describe('strategy library', () => {
  it('has the six strategies of the issue, with url-safe ids and valid parameters', () => {
    expect(STRATEGY_LIBRARY.map((entry) => entry.id)).toEqual([
      'momentum',
      'value',
      'quality',
      'low-volatility',
      'multi-factor',
      'equal-weight-nifty-50',
    ]);
    for (const entry of STRATEGY_LIBRARY) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      expect(strategyParamsSchema.safeParse(entry.params).success).toBe(true);
      expect(entry.rules.length).toBeGreaterThan(1);
    }
  });

  it('gives valid defaults for every base, and a scan as an entry rule', () => {
    for (const base of STRATEGY_BASES) {
      expect(strategyParamsSchema.parse(defaultParams(base)).base).toBe(base);
    }
    const scan = scanStrategyParams('rsi(14) < 30 AND roe > 15');
    expect(strategyParamsSchema.parse(scan)).toMatchObject({
      base: 'scan',
      entry: 'rsi(14) < 30 AND roe > 15',
    });
    // A copy each time: changing one never changes the library.
    defaultParams('momentum').holdings = 7;
    expect(defaultParams('momentum').holdings).toBe(20);
  });
});
