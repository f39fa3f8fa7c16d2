import { DEFAULT_INFLATION_BP } from '../../../domain/goal-assumptions';
import type { Goal, GoalCreate, GoalUpdate } from './contract';
import type { GoalField, GoalFields, GoalFormErrors } from './goal-form';

// The goal form's fields as requests (POST and PUT /api/investor/goals), and the server's field
// problems back at the form's fields.

/** POST /api/investor/goals: with the id made on this device, and a basket when one is chosen. */
export const createBody = (
  id: string,
  fields: GoalFields,
  basketId?: string | null,
): GoalCreate => ({
  id,
  ...fields,
  ...(basketId ? { basketId } : {}),
});

/** PUT /api/investor/goals/{goalId}: the whole goal as it should be. */
export const updateBody = (fields: GoalFields, basketId: string | null): GoalUpdate => ({
  ...fields,
  basketId,
});

/** The request's field names (problem details) mapped to the form's. */
const FIELD_OF: Readonly<Record<string, GoalField>> = {
  type: 'type',
  name: 'name',
  targetToday: 'target',
  targetDate: 'targetDate',
  inflationBp: 'inflation',
  setAside: 'setAside',
  stepUpBp: 'stepUp',
};

/** The server's field problems (fieldErrorsOf) at the form's fields; the rest stay for the form's alert. */
export function formErrorsOf(byField: Readonly<Record<string, string>>): {
  errors: GoalFormErrors;
  rest: string[];
} {
  const errors: GoalFormErrors = {};
  const rest: string[] = [];
  for (const [field, detail] of Object.entries(byField)) {
    const mine = FIELD_OF[field];
    if (mine) errors[mine] ??= detail;
    else rest.push(detail);
  }
  return { errors, rest };
}

/** A goal's own fields, from the server's goal or from one made on this device and not yet sent. */
export function goalFieldsOf(goal: Goal | GoalCreate): GoalFields {
  return {
    type: goal.type,
    name: goal.name,
    targetToday: goal.targetToday,
    targetDate: goal.targetDate,
    inflationBp: goal.inflationBp ?? DEFAULT_INFLATION_BP,
    setAside: goal.setAside ?? 0,
    stepUpBp: goal.stepUpBp ?? 0,
  };
}
