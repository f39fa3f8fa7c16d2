import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { userIdParam } from '../identity/schema';
import {
  newRiskProfileSchema,
  riskOverrideSchema,
  riskProfileAnswerSchema,
  riskProfileViewSchema,
} from './schema';
import {
  clientRiskProfile,
  overrideRiskCategory,
  riskProfileStatus,
  submitRiskProfile,
} from './service';
import { RISK_CATEGORIES } from '../../../src/domain/risk-categories';

const TAG = 'Risk profile';

/**
 * The SEBI risk profile (issue 10): the investor's questionnaire and result, and the adviser's
 * review with an audited override. The investor's POST comes before the adviser's override in
 * this list, as in the journey: the harness's authorization walk takes them in this order.
 */
export const riskProfileRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/investor/risk-profile',
    operationId: 'getRiskProfile',
    summary: 'The investor’s latest risk profile, if any, and whether it is due for renewal',
    tag: TAG,
    access: ['I'],
    response: {
      description: 'The profile (null before the first)',
      schema: riskProfileAnswerSchema,
    },
    handler: ({ caller, deps }) => riskProfileStatus(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/risk-profile',
    operationId: 'submitRiskProfile',
    summary: 'Stores the investor’s confirmed answers, scored by the server',
    description:
      'The server scores the answers itself (capacity and tolerance; the category is the lower). The first profile moves the investor on to linking a broker; later ones re-profile.',
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    body: newRiskProfileSchema,
    problems: {
      400: 'Invalid input; a missing or unknown answer is named `answers.<questionId>`',
      409: 'KYC is not verified yet, the questionnaire version is no longer current, or the same Idempotency-Key is still being processed',
    },
    response: { status: 201, description: 'The profile as stored', schema: riskProfileViewSchema },
    handler: async ({ caller, body, tx }) => {
      const profile = await submitRiskProfile(tx, caller, body);
      return {
        status: 201,
        body: profile,
        audit: {
          entity: 'risk_profile',
          entityId: profile.profileId,
          action: `Took the risk profile: ${RISK_CATEGORIES[profile.category].label}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors/:id/risk-profile',
    operationId: 'getClientRiskProfile',
    summary: 'A client’s latest risk profile with their answers, for the adviser',
    tag: TAG,
    access: ['A'],
    owner: 'advisor-of-investor',
    params: userIdParam,
    response: {
      description: 'The profile (null before the first)',
      schema: riskProfileAnswerSchema,
    },
    handler: ({ caller, params, deps }) => clientRiskProfile(deps.db.orm, caller, params.id),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/advisor/investors/:id/risk-profile/override',
    operationId: 'overrideClientRiskCategory',
    summary: 'Sets another category on a client’s latest risk profile, with a written reason',
    description: 'Audited with the client as the subject; the client’s answers are unchanged.',
    tag: TAG,
    access: ['A'],
    owner: 'advisor-of-investor',
    idempotency: 'optional',
    params: userIdParam,
    body: riskOverrideSchema,
    problems: {
      409: 'The client has no risk profile yet, or the same Idempotency-Key is still being processed',
    },
    response: {
      status: 200,
      description: 'The profile with the override',
      schema: riskProfileViewSchema,
    },
    handler: async ({ caller, params, body, tx }) => {
      const profile = await overrideRiskCategory(tx, caller, params.id, body);
      return {
        status: 200,
        body: profile,
        audit: {
          entity: 'risk_profile',
          entityId: profile.profileId,
          subject: params.id,
          action: `Changed the risk category to ${RISK_CATEGORIES[body.category].label}`,
        },
      };
    },
  }),
];
