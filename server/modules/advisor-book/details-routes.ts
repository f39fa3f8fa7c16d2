import type { GatewayRoute } from '../../api/route';

/** One client on one screen (issue 15, Deliver 3). */
export const investorDetailsRoutes: GatewayRoute[] = [];
