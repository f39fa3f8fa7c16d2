import { readRoute, type GatewayRoute } from '../../api/route';
import { journeySchema, pipelineSchema } from './schema';
import { journeyFor, pipelineOf } from './service';

/** The onboarding journey as a whole: the investor's steps, the adviser's pipeline. */
export const onboardingRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/investor/onboarding',
    operationId: 'getOwnOnboarding',
    summary: 'Where the investor is in onboarding: each step, the next one, what the adviser does',
    tag: 'Onboarding',
    access: ['I'],
    response: { description: 'The journey', schema: journeySchema },
    handler: ({ caller, deps }) => journeyFor(deps.db.orm, caller),
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/pipeline',
    operationId: 'getOnboardingPipeline',
    summary: 'The adviser’s own investors by onboarding status, with how long each has waited',
    tag: 'Onboarding',
    access: ['A'],
    response: { description: 'Stages in journey order', schema: pipelineSchema },
    handler: ({ caller, deps }) => pipelineOf(deps.db.orm, caller),
  }),
];
