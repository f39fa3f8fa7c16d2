import { z } from 'zod';
import { GOAL_TYPE_LABELS } from '../../../src/domain/goal-types';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import {
  modelCreateBody,
  modelDetailAnswer,
  modelListAnswer,
  modelUpdateAnswer,
  modelUpdateBody,
} from './models-schema';
import {
  archiveModel,
  createModel,
  modelsOf,
  oneModel,
  unassignClient,
  updateModel,
} from './models-service';

const TAG = 'Model portfolios';

const modelParam = z.object({
  modelId: z.uuid({ error: 'A model id is a UUID' }).meta({ description: 'The model’s id' }),
});
const clientParam = modelParam.extend({
  investorId: z
    .string()
    .min(1, 'Name the client')
    .max(200)
    .meta({ description: 'The client’s id (their user id)' }),
});

const now = () => new Date();
const NOT_FOUND = { 404: 'No such model portfolio among yours' } as const;
const FIELD_PROBLEMS = {
  400: 'Invalid input named by field: weights that do not make 100 %, a stock twice, fewer than 2 stocks',
  409: 'A live model of yours has this name already (`name_taken`), or the id is taken',
  422: 'A stock the market data does not know, that does not trade or has no price (`stocks.N.symbol`), or a review date in the past',
} as const;

/**
 * Model portfolios (issue 16, Deliver 2): the adviser's mixes of NSE stocks for a goal, with the
 * risk categories they suit, a drift band and a review date. Every change is a new version, kept;
 * a change sends each assigned client a suitability-checked rebalance suggestion. Assigning is
 * sending a model to clients (POST /api/advisor/suggestions).
 */
export const modelsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/models',
    operationId: 'listModelPortfolios',
    summary: 'The adviser’s model portfolios: current versions, volatility, clients and drift',
    tag: TAG,
    access: ['A'],
    response: { description: 'The models, live ones first', schema: modelListAnswer },
    handler: ({ caller, deps }) => modelsOf(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/advisor/models',
    operationId: 'createModelPortfolio',
    summary: 'Makes a model portfolio, version 1',
    description:
      'Weights are basis points adding up to 10,000. The id is made by the client, so a write ' +
      'replayed from a device’s outbox makes one model. The drift band is ±5 percentage points ' +
      'unless given.',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: modelCreateBody,
    problems: FIELD_PROBLEMS,
    response: { status: 201, description: 'The new model', schema: modelDetailAnswer },
    handler: async ({ caller, body, tx }) => {
      const model = await createModel(tx, caller.sub, body, now());
      return {
        status: 201,
        body: model,
        audit: {
          entity: 'model_portfolio',
          entityId: model.modelId,
          action: `Made the model portfolio ${model.name} (${GOAL_TYPE_LABELS[model.goalType]}), version 1`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/models/:modelId',
    operationId: 'getModelPortfolio',
    summary: 'One model portfolio: every version, newest first, and its clients with their drift',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    params: modelParam,
    problems: NOT_FOUND,
    response: { description: 'The model', schema: modelDetailAnswer },
    handler: ({ caller, params, deps }) => oneModel(deps.db.orm, caller.sub, params.modelId),
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/advisor/models/:modelId',
    operationId: 'updateModelPortfolio',
    summary: 'A new version of the model; each assigned client gets a rebalance suggestion',
    description:
      'The earlier versions stay as they were. Every client following the model gets a ' +
      'rebalance suggestion to the new version, checked for suitability: the answer counts ' +
      'those sent and names each client it was not sent to, with the reasons. A pending ' +
      'suggestion of the model is superseded by the new one.',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: modelParam,
    body: modelUpdateBody,
    problems: {
      ...NOT_FOUND,
      ...FIELD_PROBLEMS,
      409: `${FIELD_PROBLEMS[409]}, or the model is archived (\`model_archived\`)`,
    },
    response: {
      status: 200,
      description: 'The model and the rebalance suggestions made',
      schema: modelUpdateAnswer,
    },
    handler: async ({ caller, params, body, tx }) => {
      const answer = await updateModel(tx, caller.sub, params.modelId, body, now());
      return {
        status: 200,
        body: answer,
        audit: {
          entity: 'model_portfolio',
          entityId: params.modelId,
          action:
            `Changed the model portfolio ${answer.model.name} to version ${answer.model.version}: ` +
            `${answer.rebalance.sent} rebalance suggestions, ${answer.rebalance.notSent.length} not sent`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/advisor/models/:modelId/archive',
    operationId: 'archiveModelPortfolio',
    summary: 'Retires the model (kept for the record; its name becomes free)',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: modelParam,
    problems: NOT_FOUND,
    response: { status: 200, description: 'The model, archived', schema: modelDetailAnswer },
    handler: async ({ caller, params, tx }) => {
      const model = await archiveModel(tx, caller.sub, params.modelId, now());
      return {
        status: 200,
        body: model,
        audit: {
          entity: 'model_portfolio',
          entityId: model.modelId,
          action: `Archived the model portfolio ${model.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/advisor/models/:modelId/clients/:investorId',
    operationId: 'unassignModelPortfolio',
    summary: 'The client no longer follows the model (no more rebalance suggestions)',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: clientParam,
    problems: { 404: 'No such model among yours, or the client does not follow it' },
    response: {
      status: 200,
      description: 'The model without the client',
      schema: modelDetailAnswer,
    },
    handler: async ({ caller, params, tx }) => {
      const model = await unassignClient(tx, caller.sub, params.modelId, params.investorId, now());
      return {
        status: 200,
        body: model,
        audit: {
          entity: 'model_assignment',
          entityId: params.modelId,
          subject: params.investorId,
          action: `Took a client off the model portfolio ${model.name}`,
        },
      };
    },
  }),
];
