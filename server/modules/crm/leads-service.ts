import {
  LEAD_STAGE_LABELS,
  type InteractionCreate,
  type Interaction,
  type InteractionList,
  type Lead,
  type LeadCreate,
  type LeadDetail,
  type LeadList,
  type LeadStage,
  type LeadUpdate,
  type StageChange,
} from '../../../src/features/crm/model/contract';
import { normalisePhone } from '../../../src/features/crm/model/phone';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import { insertInteraction, interactionRows, leadInteractions } from './interactions-store';
import {
  columnIds,
  insertLead,
  invitationOf,
  invitationView,
  leadById,
  leadRows,
  logStage,
  ownContactIds,
  ownLead,
  renumber,
  stageLogOf,
  updateLead,
  type LeadValues,
} from './leads-store';
import { peopleOf, personIn } from './people';
import type { CrmLeadRow } from './tables';
import { leadTasks } from './tasks-store';
import { interactionView, leadView, stageLogView, taskView } from './views';

// Leads (issue 17, Deliver 1): the adviser's pipeline. Every lead is its adviser's only: another
// adviser's is 404, the same as one that does not exist. The checks the contract's shapes cannot
// make are here: a phone number that is not a possible number (422 at `phone`), a contact that
// is not the adviser's (422 at `contactId`, never saying whether it exists), a lead id taken by
// another adviser (409). A stage change writes a stage log row only when the stage changes.

export const leadNotFound = () => new ApiError(404, 'not_found', 'No such lead among yours');

export const fieldError = (field: string, detail: string): FieldError => ({
  in: 'body',
  field,
  pointer: `#/${field.replaceAll('.', '/')}`,
  detail,
});

export const unprocessable = (code: string, field: string, detail: string) =>
  new ApiError(422, code, detail, {}, [fieldError(field, detail)]);

/** E.164 of a typed phone number; empty is none; not a possible number is 422 at `phone`. */
export function phoneOf(typed: string | null): string | null {
  if (typed === null || typed.trim() === '') return null;
  const result = normalisePhone(typed);
  if (!result.ok) throw unprocessable('invalid_phone', 'phone', result.message);
  return result.e164;
}

export const emptyIsNull = (text: string | null): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The contact a record names is one of the adviser's (else 422 at `contactId`). */
export async function checkContact(
  tx: Orm,
  advisorSub: string,
  contactId: string | null,
): Promise<void> {
  if (contactId === null) return;
  if ((await ownContactIds(tx, advisorSub, [contactId])).has(contactId)) return;
  throw unprocessable(
    'not_your_contact',
    'contactId',
    'No such contact among yours: choose one of your contacts',
  );
}

async function answerOf(orm: Orm, row: CrmLeadRow): Promise<Lead> {
  const people = await peopleOf(orm, [row.ownerSub]);
  return leadView(row, personIn(people, row.ownerSub));
}

/** GET /api/advisor/crm/leads: the board, in stage and position order. */
export async function leadList(orm: Orm, advisorSub: string, now: Date): Promise<LeadList> {
  const rows = await leadRows(orm, advisorSub);
  const people = await peopleOf(
    orm,
    rows.map((row) => row.ownerSub),
  );
  return {
    leads: rows.map((row) => leadView(row, personIn(people, row.ownerSub))),
    asOf: now.toISOString(),
  };
}

/** GET /api/advisor/crm/leads/{leadId}: the lead, its interactions, stages, tasks, invitation. */
export async function leadDetail(
  orm: Orm,
  advisorSub: string,
  leadId: string,
): Promise<LeadDetail> {
  const row = await ownLead(orm, advisorSub, leadId);
  if (!row) throw leadNotFound();
  const [interactions, stages, tasks, invitation] = [
    await leadInteractions(orm, advisorSub, leadId),
    await stageLogOf(orm, leadId),
    await leadTasks(orm, advisorSub, leadId),
    await invitationOf(orm, leadId),
  ];
  const people = await peopleOf(orm, [row.ownerSub, ...tasks.map((task) => task.assigneeSub)]);
  return {
    lead: leadView(row, personIn(people, row.ownerSub)),
    interactions: interactions.map(interactionView),
    stageLog: stages.map(stageLogView),
    tasks: tasks.map((task) => taskView(task, personIn(people, task.assigneeSub))),
    invitation: invitation ? invitationView(invitation) : null,
  };
}

/** GET /api/advisor/crm/interactions: every interaction, newest first. */
export async function interactionList(
  orm: Orm,
  advisorSub: string,
  now: Date,
): Promise<InteractionList> {
  const rows = await interactionRows(orm, advisorSub);
  return { interactions: rows.map(interactionView), asOf: now.toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Writes

export interface LeadWritten {
  lead: Lead;
  /** The id was already this adviser's lead: a create sent again, nothing written. */
  already: boolean;
}

function valuesOf(body: LeadCreate): LeadValues {
  return {
    leadId: body.leadId,
    contactId: body.contactId,
    name: body.name.trim(),
    email: emptyIsNull(body.email),
    phone: phoneOf(body.phone),
    source: body.source,
    expectedAssets: body.expectedAssets,
    nextFollowUp: body.nextFollowUp,
    notes: emptyIsNull(body.notes),
  };
}

/**
 * POST /api/advisor/crm/leads: a new lead at the bottom of the New column. The id is the
 * device's: sent again (the outbox after its idempotency record is gone) it answers the lead as
 * it is now; an id that is another adviser's lead is 409.
 */
export async function createLead(
  tx: Orm,
  advisorSub: string,
  body: LeadCreate,
  now: Date,
): Promise<LeadWritten> {
  const existing = await leadById(tx, body.leadId);
  if (existing) {
    if (existing.advisorSub === advisorSub) {
      return { lead: await answerOf(tx, existing), already: true };
    }
    const detail = 'A lead with this id exists already: make a new id';
    throw new ApiError(409, 'lead_exists', detail, {}, [fieldError('leadId', detail)]);
  }
  const values = valuesOf(body);
  await checkContact(tx, advisorSub, values.contactId);
  const column = await columnIds(tx, advisorSub, 'new', body.leadId);
  const row = await insertLead(tx, advisorSub, values, now);
  await renumber(tx, advisorSub, [...column, row.leadId]);
  await logStage(tx, {
    leadId: row.leadId,
    fromStage: null,
    toStage: 'new',
    lostReason: null,
    at: now,
  });
  const placed = { ...row, position: column.length };
  return { lead: await answerOf(tx, placed), already: false };
}

/** PATCH /api/advisor/crm/leads/{leadId}: only the fields sent change. */
export async function updateLeadFields(
  tx: Orm,
  advisorSub: string,
  leadId: string,
  body: LeadUpdate,
  now: Date,
): Promise<Lead> {
  const row = await ownLead(tx, advisorSub, leadId, true);
  if (!row) throw leadNotFound();
  const changes: Partial<CrmLeadRow> = { updatedAt: now };
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.email !== undefined) changes.email = emptyIsNull(body.email);
  if (body.phone !== undefined) changes.phone = phoneOf(body.phone);
  if (body.source !== undefined) changes.source = body.source;
  if (body.expectedAssets !== undefined) changes.expectedAssets = body.expectedAssets;
  if (body.nextFollowUp !== undefined) changes.nextFollowUp = body.nextFollowUp;
  if (body.notes !== undefined) changes.notes = emptyIsNull(body.notes);
  if (body.contactId !== undefined) {
    await checkContact(tx, advisorSub, body.contactId);
    changes.contactId = body.contactId;
  }
  return answerOf(tx, await updateLead(tx, leadId, changes));
}

export interface StageMoved {
  lead: Lead;
  /** The stage it left when it changed; null when it only moved within its column. */
  from: LeadStage | null;
}

/**
 * POST /api/advisor/crm/leads/{leadId}/stage: the lead goes to `position` of the stage's column
 * (the bottom when omitted) and both columns are numbered 0, 1, 2… again, in this transaction.
 * Only a real change of stage is logged and moves `stageChangedAt`; leaving `lost` clears the
 * reason. The same request again (a new key) changes nothing and logs nothing.
 */
export async function changeStage(
  tx: Orm,
  advisorSub: string,
  leadId: string,
  body: StageChange,
  now: Date,
): Promise<StageMoved> {
  const row = await ownLead(tx, advisorSub, leadId, true);
  if (!row) throw leadNotFound();
  const changed = row.stage !== body.stage;
  const column = await columnIds(tx, advisorSub, body.stage, leadId);
  const at = Math.min(body.position ?? column.length, column.length);
  const lostReason =
    body.stage === 'lost' ? (emptyIsNull(body.lostReason ?? null) ?? row.lostReason) : null;
  const sameReason = lostReason === row.lostReason;
  let updated = row;
  if (changed || !sameReason) {
    updated = await updateLead(tx, leadId, {
      stage: body.stage,
      lostReason,
      updatedAt: now,
      ...(changed && { stageChangedAt: now }),
    });
  }
  if (changed) {
    await renumber(tx, advisorSub, await columnIds(tx, advisorSub, row.stage, leadId));
    await logStage(tx, { leadId, fromStage: row.stage, toStage: body.stage, lostReason, at: now });
  }
  const order = [...column.slice(0, at), leadId, ...column.slice(at)];
  await renumber(tx, advisorSub, order);
  return {
    lead: await answerOf(tx, { ...updated, position: at }),
    from: changed ? row.stage : null,
  };
}

/** "Moved Asha Rao from New to Contacted": the audit line of a stage change. */
export const stageAction = (moved: StageMoved): string =>
  moved.from === null
    ? `Reordered the lead ${moved.lead.name} in ${LEAD_STAGE_LABELS[moved.lead.stage]}`
    : `Moved the lead ${moved.lead.name} from ${LEAD_STAGE_LABELS[moved.from]} to ${
        LEAD_STAGE_LABELS[moved.lead.stage]
      }${moved.lead.stage === 'lost' ? `: ${moved.lead.lostReason ?? ''}` : ''}`;

/** POST /api/advisor/crm/leads/{leadId}/interactions: logged against the lead (and its contact). */
export async function addLeadInteraction(
  tx: Orm,
  advisorSub: string,
  leadId: string,
  body: InteractionCreate,
  now: Date,
): Promise<{ interaction: Interaction; already: boolean; leadName: string }> {
  const lead = await ownLead(tx, advisorSub, leadId);
  if (!lead) throw leadNotFound();
  const { row, already } = await insertInteraction(
    tx,
    advisorSub,
    { ...body, leadId, contactId: lead.contactId },
    now,
  );
  return { interaction: interactionView(row), already, leadName: lead.name };
}
