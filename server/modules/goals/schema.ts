import type * as z from 'zod/mini';
import {
  contributionCreateSchema,
  deletedSchema,
  goalAssumptionsSchema,
  goalAssumptionTableSchema,
  goalAssumptionsUpdateSchema,
  goalCreateSchema,
  goalSchema,
  goalsSchema,
  goalUpdateSchema,
} from '../../../src/features/goals/model/contract';
import { defaultAssumptionRows } from '../../../src/domain/goal-assumptions';
import { shared } from '../../openapi/shared-schema';

// The goals contract (src/features/goals/model/contract.ts), named for the OpenAPI document.

export const goalCreateBody = shared<z.output<typeof goalCreateSchema>>(
  goalCreateSchema,
  'GoalCreate',
  [
    {
      type: 'education',
      name: 'Ananya’s engineering degree',
      targetToday: 25_00_000_00,
      targetDate: '2038-06-01',
      inflationBp: 800,
      setAside: 2_00_000_00,
      stepUpBp: 1_000,
    },
  ],
);
export const goalUpdateBody = shared<z.output<typeof goalUpdateSchema>>(
  goalUpdateSchema,
  'GoalUpdate',
  [
    {
      type: 'house',
      name: 'Flat in Pune',
      targetToday: 30_00_000_00,
      targetDate: '2032-03-31',
      inflationBp: 600,
      setAside: 5_00_000_00,
      stepUpBp: 500,
      basketId: null,
    },
  ],
);
export const contributionCreateBody = shared<z.output<typeof contributionCreateSchema>>(
  contributionCreateSchema,
  'GoalContributionCreate',
  [{ amount: 50_000_00, date: '2026-04-10', note: 'PPF deposit' }],
);
export const assumptionsUpdateBody = shared<z.output<typeof goalAssumptionsUpdateSchema>>(
  goalAssumptionsUpdateSchema,
  'GoalAssumptionsUpdate',
  [{ rows: defaultAssumptionRows() }],
);
export const goalAnswer = shared(goalSchema, 'Goal');
export const goalsAnswer = shared(goalsSchema, 'Goals');
export const assumptionsAnswer = shared(goalAssumptionsSchema, 'GoalAssumptions');
export const assumptionTableAnswer = shared(goalAssumptionTableSchema, 'GoalAssumptionTable');
export const deletedAnswer = shared(deletedSchema, 'GoalDeleted');
