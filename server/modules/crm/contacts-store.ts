import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import {
  crmConsents,
  crmContacts,
  crmInteractions,
  crmLeads,
  crmStageLog,
  crmTasks,
  type CrmConsentRow,
  type CrmContactRow,
} from './tables';

// The contacts' queries (issue 17): contacts, their append-only consents, and what hangs off a
// contact (leads, tasks, interactions, stage log). A merged contact (merged_into set) is gone
// from every list and lookup.

export type ContactValues = Omit<
  CrmContactRow,
  'advisorSub' | 'mergedInto' | 'createdAt' | 'updatedAt'
>;

/** The adviser's contacts, by name. */
export const contactRows = (orm: Orm, advisorSub: string): Promise<CrmContactRow[]> =>
  orm
    .select()
    .from(crmContacts)
    .where(and(eq(crmContacts.advisorSub, advisorSub), isNull(crmContacts.mergedInto)))
    .orderBy(asc(sql`lower(${crmContacts.name})`), asc(crmContacts.contactId));

/** One of the adviser's contacts (not merged away), or undefined: another's is 404. */
export async function ownContact(
  orm: Orm,
  advisorSub: string,
  contactId: string,
  lock = false,
): Promise<CrmContactRow | undefined> {
  const query = orm
    .select()
    .from(crmContacts)
    .where(
      and(
        eq(crmContacts.contactId, contactId),
        eq(crmContacts.advisorSub, advisorSub),
        isNull(crmContacts.mergedInto),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function contactById(tx: Orm, contactId: string): Promise<CrmContactRow | undefined> {
  const [row] = await tx.select().from(crmContacts).where(eq(crmContacts.contactId, contactId));
  return row;
}

/** Inserts the contact; false when the id was taken (nothing written). */
export async function insertContact(
  tx: Orm,
  advisorSub: string,
  values: ContactValues,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(crmContacts)
    .values({ ...values, advisorSub, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: crmContacts.contactId })
    .returning({ id: crmContacts.contactId });
  return rows.length === 1;
}

/** Many contacts in few statements (the import): `batch` rows a statement. */
export async function insertContacts(
  tx: Orm,
  advisorSub: string,
  values: readonly ContactValues[],
  now: Date,
  batch = 500,
): Promise<void> {
  for (let from = 0; from < values.length; from += batch) {
    await tx
      .insert(crmContacts)
      .values(
        values
          .slice(from, from + batch)
          .map((value) => ({ ...value, advisorSub, createdAt: now, updatedAt: now })),
      );
  }
}

export async function updateContact(
  tx: Orm,
  contactId: string,
  values: Partial<ContactValues> & { mergedInto?: string | null },
  now: Date,
): Promise<CrmContactRow> {
  const [row] = await tx
    .update(crmContacts)
    .set({ ...values, updatedAt: now })
    .where(eq(crmContacts.contactId, contactId))
    .returning();
  return row!;
}

/** Every consent of these contacts, newest first. */
export const consentRows = (orm: Orm, contactIds: readonly string[]): Promise<CrmConsentRow[]> =>
  contactIds.length === 0
    ? Promise.resolve([])
    : orm
        .select()
        .from(crmConsents)
        .where(inArray(crmConsents.contactId, [...contactIds]))
        .orderBy(desc(crmConsents.recordedAt), desc(crmConsents.consentId));

/** The adviser's consents (joined to their contacts), newest first: the list's latest per channel. */
export const advisorConsentRows = (orm: Orm, advisorSub: string): Promise<CrmConsentRow[]> =>
  orm
    .select({
      consentId: crmConsents.consentId,
      contactId: crmConsents.contactId,
      channel: crmConsents.channel,
      granted: crmConsents.granted,
      source: crmConsents.source,
      recordedAt: crmConsents.recordedAt,
    })
    .from(crmConsents)
    .innerJoin(crmContacts, eq(crmContacts.contactId, crmConsents.contactId))
    .where(and(eq(crmContacts.advisorSub, advisorSub), isNull(crmContacts.mergedInto)))
    .orderBy(desc(crmConsents.recordedAt), desc(crmConsents.consentId));

export async function insertConsent(
  tx: Orm,
  values: Omit<CrmConsentRow, 'consentId'>,
): Promise<CrmConsentRow> {
  const [row] = await tx.insert(crmConsents).values(values).returning();
  return row!;
}

/** The contact's leads (by id or as the client it became). */
export const contactLeads = (orm: Orm, advisorSub: string, contactId: string) =>
  orm
    .select()
    .from(crmLeads)
    .where(and(eq(crmLeads.advisorSub, advisorSub), eq(crmLeads.contactId, contactId)))
    .orderBy(desc(crmLeads.createdAt));

/** Tasks about the contact or one of its leads. */
export const contactTasks = (
  orm: Orm,
  advisorSub: string,
  contactId: string,
  leadIds: readonly string[],
) =>
  orm
    .select()
    .from(crmTasks)
    .where(
      and(
        eq(crmTasks.advisorSub, advisorSub),
        leadIds.length === 0
          ? eq(crmTasks.contactId, contactId)
          : or(eq(crmTasks.contactId, contactId), inArray(crmTasks.leadId, [...leadIds])),
      ),
    )
    .orderBy(asc(crmTasks.dueAt), asc(crmTasks.taskId));

/** Interactions about the contact or one of its leads, newest first. */
export const contactInteractions = (
  orm: Orm,
  advisorSub: string,
  contactId: string,
  leadIds: readonly string[],
) =>
  orm
    .select()
    .from(crmInteractions)
    .where(
      and(
        eq(crmInteractions.advisorSub, advisorSub),
        leadIds.length === 0
          ? eq(crmInteractions.contactId, contactId)
          : or(
              eq(crmInteractions.contactId, contactId),
              inArray(crmInteractions.leadId, [...leadIds]),
            ),
      ),
    )
    .orderBy(desc(crmInteractions.occurredAt), desc(crmInteractions.createdAt));

export const stageLogOfLeads = (orm: Orm, leadIds: readonly string[]) =>
  leadIds.length === 0
    ? Promise.resolve([])
    : orm
        .select()
        .from(crmStageLog)
        .where(inArray(crmStageLog.leadId, [...leadIds]))
        .orderBy(desc(crmStageLog.at));

/** Moves everything of `from` to `to` (the merge): interactions, tasks, consents, leads. */
export async function moveContactRecords(tx: Orm, from: string, to: string): Promise<void> {
  await tx
    .update(crmInteractions)
    .set({ contactId: to })
    .where(eq(crmInteractions.contactId, from));
  await tx.update(crmTasks).set({ contactId: to }).where(eq(crmTasks.contactId, from));
  await tx.update(crmConsents).set({ contactId: to }).where(eq(crmConsents.contactId, from));
  await tx.update(crmLeads).set({ contactId: to }).where(eq(crmLeads.contactId, from));
}
