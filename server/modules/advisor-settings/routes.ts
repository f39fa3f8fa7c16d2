import type { GatewayRoute } from '../../api/route';

/** The adviser's practice settings and the admin's maintenance switch (issue 15, Deliver 6). */
export const advisorSettingsRoutes: GatewayRoute[] = [];
