import { clientGoalsSchema } from '../../../src/features/research/model/client-goals-contract';
import { readRoute, type GatewayRoute } from '../../api/route';
import { shared } from '../../openapi/shared-schema';
import { userIdParam } from '../identity/schema';
import { clientGoalsOf } from './client-goals';

/** A client's goals, for the adviser (issue 16's model assignment to a goal). */
export const clientGoalsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors/:id/goals',
    operationId: 'listClientGoals',
    summary: 'One of the adviser’s clients’ goals, soonest first',
    description:
      'For choosing which goal a model portfolio is for (`source.goalIds` of ' +
      '`POST /api/advisor/suggestions`): each goal’s name, type, target in today’s money ' +
      '(paise), date, progress status, and the caller’s models assigned to it.',
    tag: 'Adviser book',
    access: ['A'],
    owner: 'advisor-of-investor',
    params: userIdParam,
    response: {
      description: 'The client’s goals',
      schema: shared(clientGoalsSchema, 'ClientGoals'),
    },
    handler: ({ caller, params, deps }) => clientGoalsOf(deps.db.orm, caller, params.id),
  }),
];
