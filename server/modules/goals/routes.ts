import { z } from 'zod';
import { HORIZON_MAX_YEARS, MAX_GOALS } from '../../../src/features/goals/model/contract';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { adviserAssumptions, investorAssumptions, setAdviserAssumptions } from './assumptions';
import {
  assumptionsAnswer,
  assumptionTableAnswer,
  assumptionsUpdateBody,
  contributionCreateBody,
  deletedAnswer,
  goalAnswer,
  goalCreateBody,
  goalsAnswer,
  goalUpdateBody,
} from './schema';
import { addContribution, createGoal, deleteGoal, goalOf, goalsOf, updateGoal } from './service';

const TAG = 'Goals';

const goalParam = z.object({
  goalId: z.uuid({ error: 'A goal id is a UUID' }).meta({ description: 'The goal’s id' }),
});

const now = () => new Date();
const NOT_FOUND = { 404: 'No such goal in this account' } as const;
const BAD_FIELD =
  `A field the contract refuses, or a date that is not a month to ${HORIZON_MAX_YEARS} years ` +
  'after the market day, or a basket not in the account, named by field';

/**
 * Goals (issue 13, Deliver 2 and 3): a target in today's money and a date, planned with the
 * expected return and volatility of the investor's risk category (their adviser's table, or the
 * documented defaults), and tracked against that plan from the value of the linked basket,
 * money recorded elsewhere and money set aside. Every answer carries the plan (future value,
 * the monthly SIP, the chance from a 1,000-path Monte Carlo) and the progress, computed by the
 * pure goal maths of src/features/goals/model on the market day.
 */
export const goalsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/investor/goals',
    operationId: 'listGoals',
    summary: 'The investor’s goals with their plans and progress, the assumptions and the limit',
    tag: TAG,
    access: ['I'],
    response: { description: 'The goals', schema: goalsAnswer },
    handler: ({ caller, deps }) => goalsOf(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/goals',
    operationId: 'createGoal',
    summary: `Makes a goal (at most ${MAX_GOALS}) and answers its plan: the monthly SIP it needs`,
    description:
      'The Idempotency-Key is required: a retry answers the goal made the first time. ' +
      '`inflationBp` defaults to 600 (6 %), `setAside` and `stepUpBp` to 0. The plan starts on ' +
      'the market day the goal is made.',
    tag: TAG,
    access: ['I'],
    idempotency: 'required',
    body: goalCreateBody,
    problems: {
      400: BAD_FIELD,
      409: `${MAX_GOALS} goals already, or the id is taken`,
    },
    response: { status: 201, description: 'The goal with its plan', schema: goalAnswer },
    handler: async ({ caller, body, tx }) => {
      const goal = await createGoal(tx, caller.sub, body, now());
      return {
        status: 201,
        body: goal,
        audit: { entity: 'goal', entityId: goal.goalId, action: `Made the goal ${goal.name}` },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/goals/:goalId',
    operationId: 'getGoal',
    summary: 'One goal with its plan, progress and contributions',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    params: goalParam,
    problems: NOT_FOUND,
    response: { description: 'The goal', schema: goalAnswer },
    handler: ({ caller, params, deps }) => goalOf(deps.db.orm, caller.sub, params.goalId),
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/investor/goals/:goalId',
    operationId: 'updateGoal',
    summary: 'Sets the whole goal: type, name, target, date, inflation, money set aside, basket',
    description:
      'It states the result, so a replay leaves the same goal. The plan keeps its start (the ' +
      'day the goal was made); a changed date must be a month to 50 years away.',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: goalParam,
    body: goalUpdateBody,
    problems: { 400: BAD_FIELD, ...NOT_FOUND },
    response: { status: 200, description: 'The goal as changed', schema: goalAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const goal = await updateGoal(tx, caller.sub, params.goalId, body, now());
      return {
        status: 200,
        body: goal,
        audit: { entity: 'goal', entityId: goal.goalId, action: `Changed the goal ${goal.name}` },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/goals/:goalId/contributions',
    operationId: 'addGoalContribution',
    summary: 'Records money invested elsewhere for a goal (a fund, a deposit)',
    description:
      'It counts at its amount in the goal’s value. The date is the day it was invested, on or ' +
      'before the market day. A top-up that buys the goal’s basket is the baskets’ invest route.',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: goalParam,
    body: contributionCreateBody,
    problems: {
      400: 'A field the contract refuses, or a date after the market day, named by field',
      ...NOT_FOUND,
      409: 'The id is taken',
    },
    response: { status: 201, description: 'The goal with the money', schema: goalAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const goal = await addContribution(tx, caller.sub, params.goalId, body, now());
      return {
        status: 201,
        body: goal,
        audit: {
          entity: 'goal',
          entityId: goal.goalId,
          action: `Recorded money invested for the goal ${goal.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/investor/goals/:goalId',
    operationId: 'deleteGoal',
    summary: 'Deletes a goal and the money recorded for it (its basket stays)',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: goalParam,
    problems: NOT_FOUND,
    response: { status: 200, description: 'Deleted', schema: deletedAnswer },
    handler: async ({ caller, params, tx }) => {
      const name = await deleteGoal(tx, caller.sub, params.goalId);
      return {
        status: 200,
        body: { deleted: true },
        audit: { entity: 'goal', entityId: params.goalId, action: `Deleted the goal ${name}` },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/goal-assumptions',
    operationId: 'getGoalAssumptions',
    summary: 'The expected return and volatility each risk category’s plan assumes',
    description:
      'The investor’s adviser’s table when they have written one, else the defaults, and the ' +
      'investor’s risk category whose row their plans use (assumed moderate before a profile).',
    tag: TAG,
    access: ['I'],
    response: { description: 'The table', schema: assumptionsAnswer },
    handler: ({ caller, deps }) => investorAssumptions(deps.db.orm, caller.sub),
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/goal-assumptions',
    operationId: 'getAdvisorGoalAssumptions',
    summary: 'The adviser’s table of plan assumptions (the defaults until they write one)',
    tag: TAG,
    access: ['A'],
    response: { description: 'The table', schema: assumptionTableAnswer },
    handler: ({ caller, deps }) => adviserAssumptions(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/advisor/goal-assumptions',
    operationId: 'setAdvisorGoalAssumptions',
    summary: 'Sets the adviser’s table for all their investors: one row per risk category',
    description:
      'Every plan of the adviser’s investors uses it from then on. Returns are 0 to 20 % and ' +
      'volatilities 0 to 40 % a year, in basis points.',
    tag: TAG,
    access: ['A'],
    idempotency: 'optional',
    body: assumptionsUpdateBody,
    problems: { 400: 'A row out of bounds, or a category twice, named by field' },
    response: { status: 200, description: 'The table as set', schema: assumptionTableAnswer },
    handler: async ({ caller, body, tx }) => ({
      status: 200,
      body: await setAdviserAssumptions(tx, caller.sub, body, now()),
      audit: {
        entity: 'goal_assumptions',
        entityId: caller.sub,
        action: 'Set the expected returns and volatilities of goal plans',
      },
    }),
  }),
];
