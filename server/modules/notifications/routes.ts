import { z } from 'zod';
import { NOTIFICATIONS_PAGE } from '../../../src/features/notifications/model/contract';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { markedReadAnswer, markReadBody, notificationsAnswer } from './schema';
import { listNotifications, markRead, unreadCount } from './store';

const TAG = 'Notifications';

const listQuery = z
  .object({
    limit: z.coerce
      .number({ error: 'limit is a whole number from 1 to 100' })
      .int('limit is a whole number from 1 to 100')
      .min(1, 'limit is a whole number from 1 to 100')
      .max(100, 'limit is a whole number from 1 to 100')
      .default(NOTIFICATIONS_PAGE)
      .meta({ description: 'Most notifications to return, newest first' }),
  })
  .strict();

/**
 * The in-app inbox (issue 12, Deliver 10), for investors and advisers alike: each sees only
 * their own. Price alerts write to it now; other features may later.
 */
export const notificationsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/notifications',
    operationId: 'listNotifications',
    summary: 'The caller’s latest notifications, newest first, and the number unread',
    tag: TAG,
    access: ['I', 'A'],
    query: listQuery,
    response: { description: 'The notifications', schema: notificationsAnswer },
    handler: ({ caller, query, deps }) => listNotifications(deps.db.orm, caller.sub, query.limit),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/notifications/read',
    operationId: 'markNotificationsRead',
    summary: 'Marks some of the caller’s notifications read, or all up to a time',
    description:
      'Ids that are not the caller’s (or do not exist) are ignored; marking one read twice ' +
      'keeps the first time, so a replay changes nothing.',
    tag: TAG,
    access: ['I', 'A'],
    idempotency: 'optional',
    body: markReadBody,
    response: {
      status: 200,
      description: 'How many were marked now, and how many stay unread',
      schema: markedReadAnswer,
    },
    handler: async ({ caller, body, tx }) => {
      const marked = await markRead(tx, caller.sub, body, new Date());
      return {
        status: 200,
        body: { marked, unread: await unreadCount(tx, caller.sub) },
        audit: {
          entity: 'notification',
          entityId: null,
          action: marked === 1 ? 'Read a notification' : `Read ${marked} notifications`,
        },
      };
    },
  }),
];
