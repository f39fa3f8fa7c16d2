import { describe, expect, it } from 'vitest';
import { ASSUMPTION_LIMITS, defaultAssumptionRows } from '@/domain/goal-assumptions';
import {
  assumptionsBody,
  assumptionsToRows,
  defaultAssumptionTexts,
  rowErrorsOf,
} from '@/features/goals/model/assumptions-form';

// The adviser's table of goal planning assumptions: percent as typed, basis points as sent, one
// row per category in category order, within the limits the server keeps.

describe('the adviser’s assumptions form', () => {
  it('shows the defaults in percent and sends them back unchanged', () => {
    const texts = defaultAssumptionTexts();
    expect(texts[1]).toEqual({
      category: 'moderately-conservative',
      expectedReturn: '8.5',
      volatility: '7',
    });
    expect(assumptionsBody(texts)).toEqual({ ok: true, body: { rows: defaultAssumptionRows() } });
  });

  it('puts rows in category order, a missing one at its default', () => {
    const rows = assumptionsToRows([
      { category: 'aggressive', expectedReturnBp: 1_350, volatilityBp: 1_800 },
    ]);
    expect(rows.map((row) => row.category)).toEqual([
      'conservative',
      'moderately-conservative',
      'moderate',
      'moderately-aggressive',
      'aggressive',
    ]);
    expect(rows[4]).toEqual({ category: 'aggressive', expectedReturn: '13.5', volatility: '18' });
    expect(rows[0]).toEqual({ category: 'conservative', expectedReturn: '7', volatility: '4' });
  });

  it.each([
    [
      { expectedReturn: `${ASSUMPTION_LIMITS.expectedReturnBp.max / 100 + 0.5}` },
      {
        'moderate-return': `The expected return is at most ${ASSUMPTION_LIMITS.expectedReturnBp.max / 100} %`,
      },
    ],
    [{ volatility: '41' }, { 'moderate-volatility': 'The volatility is at most 40 %' }],
    [
      { expectedReturn: '' },
      { 'moderate-return': 'Type the expected return in percent, such as 10.5' },
    ],
    [
      { volatility: 'high' },
      { 'moderate-volatility': 'Type the volatility in percent, such as 10.5' },
    ],
  ])('%j -> %j', (change, errors) => {
    const rows = defaultAssumptionTexts().map((row) =>
      row.category === 'moderate' ? { ...row, ...change } : row,
    );
    expect(assumptionsBody(rows)).toEqual({ ok: false, errors });
  });

  it('puts the server’s field problems at the row’s inputs', () => {
    expect(
      rowErrorsOf({
        'rows.2.volatilityBp': 'The volatility is at most 40 %',
        'rows.4.expectedReturnBp': 'The expected return is 0 % or more',
        'rows.9.expectedReturnBp': 'No such row',
        rows: 'Give a row for each of the five categories',
      }),
    ).toEqual({
      'moderate-volatility': 'The volatility is at most 40 %',
      'aggressive-return': 'The expected return is 0 % or more',
    });
  });
});
