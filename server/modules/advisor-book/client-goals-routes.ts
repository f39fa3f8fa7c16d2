import type { GatewayRoute } from '../../api/route';

/** A client's goals, for the adviser (issue 16's model assignment to a goal). */
export const clientGoalsRoutes: GatewayRoute[] = [];
