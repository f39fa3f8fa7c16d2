import { z } from 'zod';
import {
  ACTIVITY_PAGE,
  clientActivitySchema,
  investorOverviewSchema,
} from '../../../src/features/advisor-book/model/details-contract';
import { readRoute, type GatewayRoute } from '../../api/route';
import { archiveReader } from '../../archive/read/reader';
import { shared } from '../../openapi/shared-schema';
import { userIdParam } from '../identity/schema';
import { clientActivity, investorOverview } from './details-service';

const TAG = 'Adviser book';
const NOT_FOUND = { 404: 'Not one of the adviser’s clients' } as const;

const activityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(ACTIVITY_PAGE),
  before: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .meta({ description: 'Paging: entries older than this id (the last answer’s nextBefore)' }),
});

/** One client on one screen (issue 15, Deliver 3). */
export const investorDetailsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors/:id/overview',
    operationId: 'getClientOverview',
    summary: 'One client on one screen: profile, KYC, risk, portfolio, goals, baskets, models',
    description:
      'Profile, KYC and risk category with their history, the paper portfolio’s summary and largest holdings (null with a reason before a paper account), goals, baskets, model portfolios with drift, the suggestions this adviser sent and their outcome, and the family. Another adviser’s client is 404.',
    tag: TAG,
    access: ['A'],
    owner: 'advisor-of-investor',
    params: userIdParam,
    problems: NOT_FOUND,
    response: {
      description: 'The client’s overview',
      schema: shared(investorOverviewSchema, 'InvestorOverview'),
    },
    handler: ({ caller, params, deps }) =>
      investorOverview(deps.db.orm, caller, params.id, () => archiveReader(deps.db).snapshot()),
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors/:id/activity',
    operationId: 'listClientActivity',
    summary: 'The adviser’s own actions on one client, newest first',
    description:
      'From the append-only audit log: what the caller did with this client as the subject (notes, KYC decisions, risk overrides, ...). The client sees the same entries in their account settings.',
    tag: TAG,
    access: ['A'],
    owner: 'advisor-of-investor',
    params: userIdParam,
    query: activityQuery,
    problems: NOT_FOUND,
    response: {
      description: 'A page of audit entries',
      schema: shared(clientActivitySchema, 'ClientActivity'),
    },
    handler: ({ caller, params, query, deps }) =>
      clientActivity(deps.db.orm, caller, params.id, query),
  }),
];
