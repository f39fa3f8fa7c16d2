import type { GatewayRoute } from '../../api/route';

/** The broker routes of onboarding (onboarding issue). */
export const brokerRoutes: GatewayRoute[] = [];
