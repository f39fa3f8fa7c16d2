import type { GatewayRoute } from '../../api/route';

/** The archive's data check (issue 15, Deliver 5). */
export const dataCheckRoutes: GatewayRoute[] = [];
