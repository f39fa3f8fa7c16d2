import { and, desc, eq } from 'drizzle-orm';
import type { InteractionCreate } from '../../../src/features/crm/model/contract';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { crmInteractions, type CrmInteractionRow } from './tables';

// Interactions (calls, meetings, e-mails, messages, notes) about a lead or a contact, shared by
// the leads and the contacts routes (issue 17). The id is the device's: an interaction typed
// offline and sent twice (the outbox, a second key) is one row.

export interface InteractionInsert extends InteractionCreate {
  leadId: string | null;
  contactId: string | null;
}

export interface Inserted {
  row: CrmInteractionRow;
  /** The id was already this adviser's interaction: sent again, nothing written. */
  already: boolean;
}

const emptyIsNull = (text: string | null) => (text === null || text === '' ? null : text);

/**
 * Records the interaction, or answers the one already recorded under its id for this adviser;
 * an id that is another adviser's is 409 (never saying whose).
 */
export async function insertInteraction(
  tx: Orm,
  advisorSub: string,
  values: InteractionInsert,
  now: Date,
): Promise<Inserted> {
  const [row] = await tx
    .insert(crmInteractions)
    .values({
      interactionId: values.interactionId,
      advisorSub,
      leadId: values.leadId,
      contactId: values.contactId,
      kind: values.kind,
      occurredAt: new Date(values.occurredAt),
      outcome: emptyIsNull(values.outcome),
      notes: emptyIsNull(values.notes),
      createdAt: now,
    })
    .onConflictDoNothing({ target: crmInteractions.interactionId })
    .returning();
  if (row) return { row, already: false };
  const [existing] = await tx
    .select()
    .from(crmInteractions)
    .where(eq(crmInteractions.interactionId, values.interactionId));
  if (existing?.advisorSub !== advisorSub) {
    const detail = 'An interaction with this id exists already: make a new id';
    throw new ApiError(409, 'interaction_exists', detail, {}, [
      { in: 'body', field: 'interactionId', pointer: '#/interactionId', detail },
    ]);
  }
  return { row: existing, already: true };
}

/** Every interaction of the adviser, newest first (search and timelines). */
export const interactionRows = (orm: Orm, advisorSub: string): Promise<CrmInteractionRow[]> =>
  orm
    .select()
    .from(crmInteractions)
    .where(eq(crmInteractions.advisorSub, advisorSub))
    .orderBy(desc(crmInteractions.occurredAt), desc(crmInteractions.createdAt));

/** A lead's interactions, newest first. */
export const leadInteractions = (
  orm: Orm,
  advisorSub: string,
  leadId: string,
): Promise<CrmInteractionRow[]> =>
  orm
    .select()
    .from(crmInteractions)
    .where(and(eq(crmInteractions.advisorSub, advisorSub), eq(crmInteractions.leadId, leadId)))
    .orderBy(desc(crmInteractions.occurredAt), desc(crmInteractions.createdAt));
