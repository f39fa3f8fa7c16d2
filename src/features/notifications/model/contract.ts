import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';

/**
 * The in-app notifications inbox (issue 12, Deliver 10): what price alerts, and later other
 * features, tell a user inside the app. Shared by the server (server/modules/notifications) and
 * the bell that shows them.
 */

const instant = z.iso.datetime({ offset: true });

export const NOTIFICATIONS_PAGE = 50;
export const MARK_READ_MAX = 200;

export const notificationSchema = z.object({
  id: z.string(),
  /** What wrote it: 'price-alert', ... */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path to open from it, or null. */
  link: z.nullable(z.string()),
  createdAt: instant,
  /** null while unread. */
  readAt: z.nullable(instant),
  /** Seeded demo data (local mode). */
  demo: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  /** The latest, newest first. */
  items: z.array(notificationSchema),
  /** Unread ones in all, for the badge (also those older than the page). */
  unread: z.int(),
});
export type Notifications = z.infer<typeof notificationsSchema>;

/**
 * Which to mark read: these ids, or every one created up to a time. "Mark all read" sends the
 * time the user pressed it, so a replay later (it was offline) leaves newer ones unread.
 */
export const markReadSchema = z.union([
  z.strictObject(
    {
      ids: z
        .array(z.uuid({ error: 'A notification id is a UUID' }))
        .check(
          z.minLength(1, 'Name at least one notification'),
          z.maxLength(MARK_READ_MAX, `At most ${MARK_READ_MAX} at once`),
        ),
    },
    strictError,
  ),
  z.strictObject({ upTo: instant }, strictError),
]);
export type MarkRead = z.infer<typeof markReadSchema>;

export const markedReadSchema = z.object({ marked: z.int(), unread: z.int() });
export type MarkedRead = z.infer<typeof markedReadSchema>;
