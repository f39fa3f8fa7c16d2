import { and, desc, eq, lt, ne, or } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { auditLog } from '../db/schema';

export type AuditEntry = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

/** Appends one entry; the table refuses updates and deletes (migration 0004). */
export async function recordAudit(tx: Orm, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/**
 * What happened to a user's data, newest first: their own writes and what others (their
 * adviser) did on their behalf. `before` pages by id.
 */
export async function activityOf(
  orm: Orm,
  userSub: string,
  options: { limit: number; before?: number | undefined; othersOnly?: boolean },
): Promise<AuditRow[]> {
  const about = options.othersOnly
    ? and(eq(auditLog.subjectSub, userSub), ne(auditLog.actorSub, userSub))
    : or(eq(auditLog.subjectSub, userSub), eq(auditLog.actorSub, userSub));
  return orm
    .select()
    .from(auditLog)
    .where(options.before === undefined ? about : and(about, lt(auditLog.id, options.before)))
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}
