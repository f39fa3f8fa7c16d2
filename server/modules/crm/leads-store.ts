import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  LEAD_STAGES,
  type Invitation,
  type LeadStage,
} from '../../../src/features/crm/model/contract';
import type { Orm } from '../../db/database';
import {
  crmContacts,
  crmInvitations,
  crmLeads,
  crmStageLog,
  type CrmInvitationRow,
  type CrmLeadRow,
  type CrmStageLogRow,
} from './tables';

// The leads' queries (issue 17): crm_leads, crm_stage_log and reading crm_invitations. Every read names the adviser, so
// another adviser's lead is as unknown as none. The rules are leads-service.ts's.

export type LeadValues = Omit<
  CrmLeadRow,
  | 'advisorSub'
  | 'ownerSub'
  | 'stage'
  | 'lostReason'
  | 'position'
  | 'investorSub'
  | 'isDemo'
  | 'stageChangedAt'
  | 'createdAt'
  | 'updatedAt'
>;

const stageOrder = sql`array_position(ARRAY[${sql.join(
  LEAD_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
)}]::text[], ${crmLeads.stage})`;

/** The adviser's leads in board order: stage, then position within it. */
export const leadRows = (orm: Orm, advisorSub: string): Promise<CrmLeadRow[]> =>
  orm
    .select()
    .from(crmLeads)
    .where(eq(crmLeads.advisorSub, advisorSub))
    .orderBy(stageOrder, asc(crmLeads.position), asc(crmLeads.createdAt));

/** A lead by its id, whoever's (a create checks whether its id is taken). */
export async function leadById(tx: Orm, leadId: string): Promise<CrmLeadRow | undefined> {
  const [row] = await tx.select().from(crmLeads).where(eq(crmLeads.leadId, leadId));
  return row;
}

/** The adviser's lead, or undefined (another's is as unknown as none). `lock` for a write. */
export async function ownLead(
  orm: Orm,
  advisorSub: string,
  leadId: string,
  lock = false,
): Promise<CrmLeadRow | undefined> {
  const query = orm
    .select()
    .from(crmLeads)
    .where(and(eq(crmLeads.leadId, leadId), eq(crmLeads.advisorSub, advisorSub)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Which of these ids are the adviser's leads. */
export async function ownLeadIds(
  orm: Orm,
  advisorSub: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await orm
    .select({ id: crmLeads.leadId })
    .from(crmLeads)
    .where(and(eq(crmLeads.advisorSub, advisorSub), inArray(crmLeads.leadId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Which of these ids are the adviser's contacts still listed (not merged away). */
export async function ownContactIds(
  orm: Orm,
  advisorSub: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await orm
    .select({ id: crmContacts.contactId })
    .from(crmContacts)
    .where(
      and(
        eq(crmContacts.advisorSub, advisorSub),
        inArray(crmContacts.contactId, [...ids]),
        isNull(crmContacts.mergedInto),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The ids of a stage's column in order, locked, without `except` (the lead being moved). */
export async function columnIds(
  tx: Orm,
  advisorSub: string,
  stage: LeadStage,
  except: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: crmLeads.leadId })
    .from(crmLeads)
    .where(
      and(
        eq(crmLeads.advisorSub, advisorSub),
        eq(crmLeads.stage, stage),
        ne(crmLeads.leadId, except),
      ),
    )
    .orderBy(asc(crmLeads.position), asc(crmLeads.createdAt))
    .for('update');
  return rows.map((row) => row.id);
}

/** Numbers a column 0, 1, 2… in this order, in one statement (only rows whose place changed). */
export async function renumber(tx: Orm, advisorSub: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const places = JSON.stringify(ids.map((id, pos) => ({ id, pos })));
  await tx.execute(sql`
    UPDATE crm_leads AS l SET position = v.pos
    FROM jsonb_to_recordset(${places}::jsonb) AS v(id uuid, pos integer)
    WHERE l.lead_id = v.id AND l.advisor_sub = ${advisorSub} AND l.position <> v.pos`);
}

export async function insertLead(
  tx: Orm,
  advisorSub: string,
  values: LeadValues,
  at: Date,
  isDemo = false,
): Promise<CrmLeadRow> {
  const [row] = await tx
    .insert(crmLeads)
    .values({
      ...values,
      advisorSub,
      ownerSub: advisorSub,
      stage: 'new',
      lostReason: null,
      position: 0,
      isDemo,
      stageChangedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

export async function updateLead(
  tx: Orm,
  leadId: string,
  values: Partial<Omit<CrmLeadRow, 'leadId' | 'advisorSub'>>,
): Promise<CrmLeadRow> {
  const [row] = await tx
    .update(crmLeads)
    .set(values)
    .where(eq(crmLeads.leadId, leadId))
    .returning();
  return row!;
}

/** A stage the lead entered (from null: created). */
export async function logStage(tx: Orm, entry: Omit<CrmStageLogRow, 'entryId'>): Promise<void> {
  await tx.insert(crmStageLog).values(entry);
}

/** A lead's stages, oldest first. */
export const stageLogOf = (orm: Orm, leadId: string): Promise<CrmStageLogRow[]> =>
  orm
    .select()
    .from(crmStageLog)
    .where(eq(crmStageLog.leadId, leadId))
    .orderBy(asc(crmStageLog.at), asc(crmStageLog.entryId));

/** The lead's invitation (converting it made one), or undefined. */
export async function invitationOf(
  orm: Orm,
  leadId: string,
): Promise<CrmInvitationRow | undefined> {
  const [row] = await orm.select().from(crmInvitations).where(eq(crmInvitations.leadId, leadId));
  return row;
}

export const invitationView = (row: CrmInvitationRow): Invitation => ({
  leadId: row.leadId,
  email: row.email,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  investorId: row.investorSub,
});
