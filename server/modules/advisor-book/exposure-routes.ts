import { exposureMoversSchema } from '../../../src/features/market/model/exposure-contract';
import { readRoute, type GatewayRoute } from '../../api/route';
import { archiveReader } from '../../archive/read/reader';
import { shared } from '../../openapi/shared-schema';
import { exposureMovers } from './exposure-service';

const answer = shared(exposureMoversSchema, 'ExposureMovers');

/** The adviser's clients' exposure to today's biggest movers (issue 15, Deliver 1). */
export const exposureRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/exposure/movers',
    operationId: 'getExposureMovers',
    summary: 'The adviser’s clients’ holdings in the latest trading day’s biggest movers',
    description:
      'Stocks held by any of the caller’s own clients (paper accounts; clients without one are ' +
      'skipped and counted) that traded on the latest day, the 10 with the largest |change %|: ' +
      'the change, how many clients hold it, the value held and today’s change in paise, and ' +
      'each client holding it (largest holding first).',
    tag: 'Adviser book',
    access: ['A'],
    response: { description: 'The movers and who holds them', schema: answer },
    handler: async ({ caller, deps }) => {
      const snapshot = await archiveReader(deps.db).snapshot();
      return exposureMovers(deps.db.orm, caller.sub, snapshot);
    },
  }),
];
