import type { GatewayRoute } from '../../api/route';

/** The risk-profile routes of onboarding (onboarding issue). */
export const riskProfileRoutes: GatewayRoute[] = [];
