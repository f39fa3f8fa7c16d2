import type { GatewayRoute } from '../../api/route';

/** The documents routes of onboarding (onboarding issue). */
export const documentsRoutes: GatewayRoute[] = [];
