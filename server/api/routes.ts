import { accountRoutes } from '../modules/account/routes';
import { advisorBookRoutes } from '../modules/advisor-book/routes';
import { basketsRoutes } from '../modules/baskets/routes';
import { activityRoutes } from '../modules/activity/routes';
import { brokerRoutes } from '../modules/broker/routes';
import { communityRoutes } from '../modules/community/routes';
import { documentsRoutes } from '../modules/documents/routes';
import { goalsRoutes } from '../modules/goals/routes';
import { identityRoutes } from '../modules/identity/routes';
import { kycRoutes } from '../modules/kyc/routes';
import { onboardingRoutes } from '../modules/onboarding/routes';
import { ordersRoutes } from '../modules/orders/routes';
import { portfolioRoutes } from '../modules/portfolio/routes';
import { platformRoutes } from '../modules/platform/routes';
import { riskProfileRoutes } from '../modules/risk-profile/routes';
import { callsRoutes } from '../modules/research/calls-routes';
import { scansRoutes } from '../modules/scans/routes';
import { strategiesRoutes } from '../modules/strategies/routes';
import { modelsRoutes } from '../modules/research/models-routes';
import { calibrationRoutes } from '../modules/calibration/routes';
import { suggestionsRoutes } from '../modules/suggestions/routes';
import { notificationsRoutes } from '../modules/notifications/routes';
import { watchlistsRoutes } from '../modules/watchlists/routes';
import { bookRoutes } from '../modules/advisor-book/book-routes';
import { investorDetailsRoutes } from '../modules/advisor-book/details-routes';
import { clientGoalsRoutes } from '../modules/advisor-book/client-goals-routes';
import { exposureRoutes } from '../modules/advisor-book/exposure-routes';
import { familiesRoutes } from '../modules/families/routes';
import { calendarRoutes } from '../modules/calendar/routes';
import { chatRoutes } from '../modules/chat/routes';
import { insuranceRoutes } from '../modules/insurance/routes';
import { dataCheckRoutes } from '../modules/datacheck/routes';
import { advisorSettingsRoutes } from '../modules/advisor-settings/routes';
import { crmLeadsRoutes } from '../modules/crm/leads-routes';
import { crmTasksRoutes } from '../modules/crm/tasks-routes';
import { crmContactsRoutes } from '../modules/crm/contacts-routes';
import { crmExportRoutes } from '../modules/crm/export-routes';
import { z } from 'zod';
import type { JsonSchema } from '../openapi/json-schema';
import { gatewayDocument } from './openapi';
import { permissionOf, readRoute, type GatewayRoute } from './route';

let document: string | undefined;

const documentRoute = readRoute({
  method: 'GET',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This document: every gateway route with its security and schemas',
  tag: 'Platform',
  access: 'guest',
  cacheControl: 'no-cache',
  response: { description: 'OpenAPI 3.1', schema: z.record(z.string(), z.unknown()) },
  handler: ({ c }) => {
    document ??= JSON.stringify(gatewayDocument(GATEWAY_ROUTES));
    return Promise.resolve(
      c.body(document, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    );
  },
});

/**
 * Every /api route, once. The server mounts them from this list, the permission table and the
 * OpenAPI document are derived from it, and the harness (tests/server/harness) walks it.
 */
export const GATEWAY_ROUTES: readonly GatewayRoute[] = [
  ...platformRoutes,
  documentRoute,
  ...identityRoutes,
  ...activityRoutes,
  ...advisorBookRoutes,
  ...documentsRoutes,
  ...kycRoutes,
  ...riskProfileRoutes,
  ...brokerRoutes,
  ...onboardingRoutes,
  ...ordersRoutes,
  ...portfolioRoutes,
  ...accountRoutes,
  ...watchlistsRoutes,
  ...basketsRoutes,
  ...communityRoutes,
  ...notificationsRoutes,
  ...goalsRoutes,
  ...scansRoutes,
  ...strategiesRoutes,
  ...modelsRoutes,
  ...callsRoutes,
  ...calibrationRoutes,
  ...suggestionsRoutes,
  ...bookRoutes,
  ...investorDetailsRoutes,
  ...clientGoalsRoutes,
  ...exposureRoutes,
  ...familiesRoutes,
  ...calendarRoutes,
  ...chatRoutes,
  ...insuranceRoutes,
  ...dataCheckRoutes,
  ...advisorSettingsRoutes,
  ...crmLeadsRoutes,
  ...crmTasksRoutes,
  ...crmContactsRoutes,
  ...crmExportRoutes,
];

export const API_PERMISSIONS = GATEWAY_ROUTES.map(permissionOf);

export const gatewayOpenApi = (): JsonSchema => gatewayDocument(GATEWAY_ROUTES);
