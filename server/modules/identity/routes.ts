import { z } from 'zod';
import { readRoute, type GatewayRoute } from '../../api/route';
import { ApiError } from '../../errors';
import { categoriesInForce } from '../risk-profile/store';
import { investorOf, investorsOf, ownProfile, profileView } from '../../services/profiles';
import { investorSummarySchema, profileViewSchema, userIdParam } from './schema';

/** The signed-in user's profile, and who may see whose (the identity contract). */
export const identityRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/user/profile',
    operationId: 'getOwnProfile',
    summary: 'The signed-in user: role, track and adviser',
    description: 'Re-authentication (spec 4) reads this; a frozen account may call it.',
    tag: 'Identity',
    access: ['I', 'A'],
    frozenMayCall: true,
    response: { description: 'The caller’s profile', schema: profileViewSchema },
    handler: ({ caller, deps }) => profileView(deps.db.orm, caller),
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/profile/:id',
    operationId: 'getInvestorProfile',
    summary: 'An investor’s own profile; another investor’s id is not found',
    tag: 'Identity',
    access: ['I'],
    owner: 'self',
    params: userIdParam,
    response: { description: 'The investor’s profile', schema: profileViewSchema },
    handler: async ({ caller, params, deps }) => {
      const profile = ownProfile(caller, params.id);
      if (!profile) throw new ApiError(404, 'not_found', 'No such investor');
      return profileView(deps.db.orm, profile);
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors',
    operationId: 'listOwnInvestors',
    summary: 'The adviser’s own investors, by name',
    tag: 'Identity',
    access: ['A'],
    response: {
      description: 'Only the caller’s clients',
      schema: z.object({ investors: z.array(investorSummarySchema) }),
    },
    handler: async ({ caller, deps }) => {
      const investors = await investorsOf(deps.db.orm, caller);
      const categories = await categoriesInForce(
        deps.db.orm,
        investors.map((investor) => investor.id),
      );
      return {
        investors: investors.map((investor) => ({
          ...investor,
          riskCategory: categories.get(investor.id) ?? null,
        })),
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors/:id',
    operationId: 'getOwnInvestor',
    summary: 'One of the adviser’s investors; any other investor is not found',
    tag: 'Identity',
    access: ['A'],
    owner: 'advisor-of-investor',
    params: userIdParam,
    response: { description: 'The investor’s profile', schema: profileViewSchema },
    handler: async ({ caller, params, deps }) => {
      const investor = await investorOf(deps.db.orm, caller, params.id);
      if (!investor) throw new ApiError(404, 'not_found', 'No such investor among yours');
      return profileView(deps.db.orm, investor);
    },
  }),
];
