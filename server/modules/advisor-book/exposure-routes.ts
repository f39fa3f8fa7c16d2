import type { GatewayRoute } from '../../api/route';

/** The adviser's clients' exposure to today's biggest movers (issue 15, Deliver 1). */
export const exposureRoutes: GatewayRoute[] = [];
