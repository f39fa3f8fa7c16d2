import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type {
  AppNotification,
  MarkRead,
  Notifications,
} from '../../../src/features/notifications/model/contract';
import type { Orm } from '../../db/database';
import { wantsInAppNotice } from '../advisor-settings/store';
import { notifications, type NotificationRow } from './tables';

// The in-app inbox (issue 12, Deliver 10). Any module writes to it with addNotification, in the
// transaction of what it tells (a fired alert that rolled back leaves no notification).

export interface NewNotification {
  recipientSub: string;
  /** What wrote it, lower-case words joined by '-': 'price-alert'. */
  kind: string;
  title: string;
  body: string;
  /** An app path ("/investor/watchlist"), or null. */
  link: string | null;
  at: Date;
  demo?: boolean;
  id?: string;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export async function addNotification(tx: Orm, notice: NewNotification): Promise<string> {
  const id = notice.id ?? randomUUID();
  // An adviser may switch a topic off (issue 15, /advisor/settings): then nothing is stored.
  if (!(await wantsInAppNotice(tx, notice.recipientSub, notice.kind))) return id;
  await tx.insert(notifications).values({
    id,
    recipientSub: notice.recipientSub,
    kind: notice.kind,
    title: clip(notice.title, 200),
    body: clip(notice.body, 1000),
    link: notice.link,
    createdAt: notice.at,
    demo: notice.demo ?? false,
  });
  return id;
}

const answerOf = (row: NotificationRow): AppNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  demo: row.demo,
});

export async function unreadCount(orm: Orm, sub: string): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientSub, sub), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The user's latest notifications, newest first, and how many are unread in all. */
export async function listNotifications(
  orm: Orm,
  sub: string,
  limit: number,
): Promise<Notifications> {
  const rows = await orm
    .select()
    .from(notifications)
    .where(eq(notifications.recipientSub, sub))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return { items: rows.map(answerOf), unread: await unreadCount(orm, sub) };
}

/**
 * Marks the user's own notifications read (someone else's ids are ignored, as unknown ones
 * are); one already read keeps its first time. Returns how many it marked now.
 */
export async function markRead(tx: Orm, sub: string, which: MarkRead, now: Date): Promise<number> {
  const mine = eq(notifications.recipientSub, sub);
  const chosen =
    'ids' in which
      ? inArray(notifications.id, which.ids)
      : lte(notifications.createdAt, new Date(which.upTo));
  const marked = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, chosen, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}
