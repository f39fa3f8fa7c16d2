import {
  ASSUMPTION_LIMITS,
  defaultAssumptionRows,
  type GoalAssumption,
} from '../../../domain/goal-assumptions';
import { RISK_CATEGORY_IDS, type RiskCategoryId } from '../../../domain/risk-categories';
import type { GoalAssumptionsUpdate } from './contract';
import { bpToPercentText, percentTextToBp } from './goal-form';

// The adviser's table of goal planning assumptions as typed (percent a year) and as sent (basis
// points, one row per category in category order), checked against the limits the server keeps.

export interface AssumptionRowTexts {
  category: RiskCategoryId;
  expectedReturn: string;
  volatility: string;
}

/** Errors keyed `<category>-return` and `<category>-volatility`, as the form's inputs are. */
export type AssumptionErrors = Record<string, string>;

export function assumptionsToRows(rows: readonly GoalAssumption[]): AssumptionRowTexts[] {
  const defaults = defaultAssumptionRows();
  return RISK_CATEGORY_IDS.map((category) => {
    const row =
      rows.find((candidate) => candidate.category === category) ??
      defaults.find((candidate) => candidate.category === category)!;
    return {
      category,
      expectedReturn: bpToPercentText(row.expectedReturnBp),
      volatility: bpToPercentText(row.volatilityBp),
    };
  });
}

export const defaultAssumptionTexts = (): AssumptionRowTexts[] =>
  assumptionsToRows(defaultAssumptionRows());

const check = (text: string, what: string, max: number): number | string => {
  const bp = percentTextToBp(text);
  if (bp === null || Number.isNaN(bp)) return `Type the ${what} in percent, such as 10.5`;
  if (bp > max) return `The ${what} is at most ${max / 100} %`;
  return bp;
};

export function assumptionsBody(
  rows: readonly AssumptionRowTexts[],
): { ok: true; body: GoalAssumptionsUpdate } | { ok: false; errors: AssumptionErrors } {
  const errors: AssumptionErrors = {};
  const body: GoalAssumptionsUpdate = { rows: [] };
  for (const row of rows) {
    const expectedReturnBp = check(
      row.expectedReturn,
      'expected return',
      ASSUMPTION_LIMITS.expectedReturnBp.max,
    );
    const volatilityBp = check(row.volatility, 'volatility', ASSUMPTION_LIMITS.volatilityBp.max);
    if (typeof expectedReturnBp === 'string') errors[`${row.category}-return`] = expectedReturnBp;
    if (typeof volatilityBp === 'string') errors[`${row.category}-volatility`] = volatilityBp;
    if (typeof expectedReturnBp === 'number' && typeof volatilityBp === 'number') {
      body.rows.push({ category: row.category, expectedReturnBp, volatilityBp });
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/** The server's field problems (`rows.2.volatilityBp`) at the form's inputs (rows in category order). */
export function rowErrorsOf(byField: Readonly<Record<string, string>>): AssumptionErrors {
  const errors: AssumptionErrors = {};
  for (const [field, detail] of Object.entries(byField)) {
    const match = /^rows\.(\d+)\.(expectedReturnBp|volatilityBp)$/.exec(field);
    const category = match ? RISK_CATEGORY_IDS[Number(match[1])] : undefined;
    if (!match || !category) continue;
    errors[`${category}-${match[2] === 'expectedReturnBp' ? 'return' : 'volatility'}`] = detail;
  }
  return errors;
}
