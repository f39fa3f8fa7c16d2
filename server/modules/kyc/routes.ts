import type { GatewayRoute } from '../../api/route';

/** The kyc routes of onboarding (onboarding issue). */
export const kycRoutes: GatewayRoute[] = [];
