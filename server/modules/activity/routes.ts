import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { activityOf } from '../../api/audit';
import { readRoute, type GatewayRoute } from '../../api/route';
import { userProfiles } from '../../db/schema';

const activityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().positive().optional().meta({ description: 'Paging: older ids' }),
  by: z
    .enum(['anyone', 'others'])
    .default('anyone')
    .meta({ description: 'others: only what someone else (your adviser) did on your data' }),
});

const entrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    actor: z.object({
      id: z.string(),
      name: z.string().nullable(),
      role: z.enum(['I', 'A', 'system']),
    }),
    byYou: z.boolean(),
  })
  .meta({ id: 'ActivityEntry' });

/** The audit log as its subject sees it (write path item 5). */
export const activityRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/user/activity',
    operationId: 'listOwnActivity',
    summary: 'What was done on the caller’s data, and by whom, newest first',
    description:
      'The caller’s own writes and what their adviser did on their behalf, from the append-only audit log.',
    tag: 'Identity',
    access: ['I', 'A'],
    query: activityQuery,
    response: {
      description: 'Audit entries about the caller',
      schema: z.object({ entries: z.array(entrySchema) }),
    },
    handler: async ({ caller, query, deps }) => {
      const orm = deps.db.orm;
      const rows = await activityOf(orm, caller.sub, {
        limit: query.limit,
        before: query.before,
        othersOnly: query.by === 'others',
      });
      const actors = [...new Set(rows.map((row) => row.actorSub))];
      const names = new Map(
        actors.length === 0
          ? []
          : (
              await orm
                .select({ sub: userProfiles.sub, name: userProfiles.name })
                .from(userProfiles)
                .where(inArray(userProfiles.sub, actors))
            ).map((row) => [row.sub, row.name] as const),
      );
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          actor: { id: row.actorSub, name: names.get(row.actorSub) ?? null, role: row.actorRole },
          byYou: row.actorSub === caller.sub,
        })),
      };
    },
  }),
];
