import type { GatewayRoute } from '../../api/route';

/** Families of clients (issue 15, Deliver 4). */
export const familiesRoutes: GatewayRoute[] = [];
