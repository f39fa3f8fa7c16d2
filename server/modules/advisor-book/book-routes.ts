import type { GatewayRoute } from '../../api/route';

/** The client book (issue 15, Deliver 2). */
export const bookRoutes: GatewayRoute[] = [];
