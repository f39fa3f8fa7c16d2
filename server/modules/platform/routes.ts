import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { readRoute, type GatewayRoute } from '../../api/route';
import { authConfigOf } from '../../routes/auth-config';
import { getMaintenance } from '../../services/settings';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});

const authConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  identityPoolId: z.string().nullable(),
  endpoint: z.string().nullable().meta({ description: 'Local mode: the identity emulator' }),
  allowGuestAccess: z.boolean(),
  mailbox: z.string().nullable().meta({ description: 'Local mode: the dev mailbox page' }),
});

/** The app's own endpoints: health, the startup settings fetch, the identity settings. */
export const platformRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/health',
    operationId: 'getHealth',
    summary: 'Health of the server and its database',
    description: 'For scripts and probes: 503 when the database does not answer.',
    tag: 'Platform',
    access: 'guest',
    response: { description: 'The server and its database answer', schema: healthSchema },
    problems: { 503: 'The database does not answer' },
    handler: async ({ deps, c }) => {
      const headers = { 'Cache-Control': 'no-store' };
      try {
        await deps.db.orm.execute(sql`SELECT 1`);
        return c.json({ status: 'ok', database: 'ok' }, 200, headers);
      } catch (error) {
        deps.logger.error({ err: error }, 'health check: database query failed');
        return c.json({ status: 'error', database: 'error' }, 503, headers);
      }
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/settings',
    operationId: 'getSettings',
    summary: 'The startup settings fetch (spec 4): the maintenance flag',
    description:
      'Open to guests; a token that is sent must verify, so that a stale session gets the 401 that signs it out (spec 4, 8).',
    tag: 'Platform',
    access: 'guest',
    verifyPresentToken: true,
    response: {
      description: 'UNDER_MAINTENANCE 1 sends every route to the maintenance page',
      schema: z.object({ UNDER_MAINTENANCE: z.union([z.literal(0), z.literal(1)]) }),
    },
    handler: async ({ deps }) => ({ UNDER_MAINTENANCE: await getMaintenance(deps.db.orm) }),
  }),
  readRoute({
    method: 'GET',
    path: '/api/auth-config',
    operationId: 'getAuthConfig',
    summary: 'What the web client configures Amplify with, at run time',
    description: 'no-cache: a restart may move the local identity emulator to another port.',
    tag: 'Platform',
    access: 'guest',
    cacheControl: 'no-cache',
    response: { description: 'The identity settings', schema: authConfigSchema },
    handler: ({ deps }) => Promise.resolve(authConfigOf(deps.config)),
  }),
];
