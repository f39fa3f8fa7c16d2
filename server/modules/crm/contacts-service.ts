import { and, eq } from 'drizzle-orm';
import type {
  Consent,
  ConsentCreate,
  Contact,
  ContactCreate,
  ContactDetail,
  ContactList,
  ContactUpdate,
  Interaction,
  InteractionCreate,
} from '../../../src/features/crm/model/contract';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import { ownFamily } from '../families/store';
import {
  advisorConsentRows,
  consentRows,
  contactById,
  contactInteractions,
  contactLeads,
  contactRows,
  contactTasks,
  insertConsent,
  insertContact,
  ownContact,
  stageLogOfLeads,
  updateContact,
  type ContactValues,
} from './contacts-store';
import { insertInteraction } from './interactions-store';
import { emptyIsNull, phoneOf, unprocessable } from './leads-service';
import { peopleOf, personIn } from './people';
import type { CrmConsentRow, CrmContactRow } from './tables';
import { clientRecords, timelineOf } from './timeline';
import { interactionView, leadView, taskView } from './views';

// Contacts (issue 17): the adviser's address book of prospects and clients, with tags,
// important dates, a household (one of the adviser's families), append-only consent per channel
// (DPDP Act 2023) and a timeline. Another adviser's contact is 404; a family that is not the
// adviser's is 422 at `familyId`; a phone that is not a possible number is 422 at `phone`.

export const contactNotFound = () => new ApiError(404, 'not_found', 'No such contact among yours');

export const consentView = (row: CrmConsentRow): Consent => ({
  channel: row.channel,
  granted: row.granted,
  source: row.source,
  recordedAt: row.recordedAt.toISOString(),
});

/** The latest consent per channel, from rows newest first. */
function latestPerChannel(rows: readonly CrmConsentRow[]): Consent[] {
  const seen = new Set<string>();
  const latest: Consent[] = [];
  for (const row of rows) {
    if (seen.has(row.channel)) continue;
    seen.add(row.channel);
    latest.push(consentView(row));
  }
  return latest;
}

export const contactView = (row: CrmContactRow, consents: readonly CrmConsentRow[]): Contact => ({
  contactId: row.contactId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  tags: row.tags,
  importantDates: row.importantDates,
  familyId: row.familyId,
  householdRole: row.householdRole,
  notes: row.notes,
  investorId: row.investorSub,
  consents: latestPerChannel(consents),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  isDemo: row.isDemo,
});

async function answerOf(orm: Orm, row: CrmContactRow): Promise<Contact> {
  return contactView(row, await consentRows(orm, [row.contactId]));
}

/** Tags trimmed, without repeats (case-insensitive), in the order given. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    if (trimmed === '' || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    kept.push(trimmed);
  }
  return kept;
}

async function checkFamily(tx: Orm, advisorSub: string, familyId: string | null): Promise<void> {
  if (familyId === null) return;
  if (await ownFamily(tx, advisorSub, familyId)) return;
  throw unprocessable(
    'not_your_family',
    'familyId',
    'No such family among yours: choose one of your households',
  );
}

/** GET /api/advisor/crm/contacts: every contact, by name, with the latest consent per channel. */
export async function contactList(orm: Orm, advisorSub: string, now: Date): Promise<ContactList> {
  const [rows, consents] = await Promise.all([
    contactRows(orm, advisorSub),
    advisorConsentRows(orm, advisorSub),
  ]);
  const byContact = new Map<string, CrmConsentRow[]>();
  for (const consent of consents) {
    const list = byContact.get(consent.contactId);
    if (list) list.push(consent);
    else byContact.set(consent.contactId, [consent]);
  }
  return {
    contacts: rows.map((row) => contactView(row, byContact.get(row.contactId) ?? [])),
    asOf: now.toISOString(),
  };
}

/** Is `investorSub` still this adviser's client (their documents may be shown)? */
async function isOwnClient(orm: Orm, advisorSub: string, investorSub: string): Promise<boolean> {
  const rows = await orm
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(and(eq(userProfiles.sub, investorSub), eq(userProfiles.advisorSub, advisorSub)));
  return rows.length === 1;
}

/** GET /api/advisor/crm/contacts/{contactId}. */
export async function contactDetail(
  orm: Orm,
  advisorSub: string,
  contactId: string,
): Promise<ContactDetail> {
  const row = await ownContact(orm, advisorSub, contactId);
  if (!row) throw contactNotFound();
  const leads = await contactLeads(orm, advisorSub, contactId);
  const leadIds = leads.map((lead) => lead.leadId);
  const [consents, tasks, interactions, stageLog, client] = await Promise.all([
    consentRows(orm, [contactId]),
    contactTasks(orm, advisorSub, contactId, leadIds),
    contactInteractions(orm, advisorSub, contactId, leadIds),
    stageLogOfLeads(orm, leadIds),
    row.investorSub !== null && (await isOwnClient(orm, advisorSub, row.investorSub))
      ? clientRecords(orm, advisorSub, row.investorSub)
      : Promise.resolve({ documents: [], suggestions: [] }),
  ]);
  const people = await peopleOf(orm, [
    ...leads.map((lead) => lead.ownerSub),
    ...tasks.map((task) => task.assigneeSub),
  ]);
  return {
    contact: contactView(row, consents),
    consentHistory: consents.map(consentView),
    leads: leads.map((lead) => leadView(lead, personIn(people, lead.ownerSub))),
    tasks: tasks.map((task) => taskView(task, personIn(people, task.assigneeSub))),
    timeline: timelineOf({
      interactions,
      tasks,
      leads,
      stageLog,
      consents,
      documents: client.documents,
      suggestions: client.suggestions,
    }),
  };
}

export interface ContactWritten {
  contact: Contact;
  already: boolean;
}

/** POST /contacts: the id is the device's, so a replay answers the contact as it is. */
export async function createContact(
  tx: Orm,
  advisorSub: string,
  body: ContactCreate,
  now: Date,
): Promise<ContactWritten> {
  const values: ContactValues = {
    contactId: body.contactId,
    name: body.name.trim(),
    email: emptyIsNull(body.email)?.toLowerCase() ?? null,
    phone: phoneOf(body.phone),
    tags: cleanTags(body.tags),
    importantDates: body.importantDates,
    familyId: body.familyId,
    householdRole: body.familyId === null ? null : body.householdRole,
    notes: emptyIsNull(body.notes),
    investorSub: null,
    isDemo: false,
  };
  await checkFamily(tx, advisorSub, body.familyId);
  if (await insertContact(tx, advisorSub, values, now)) {
    return {
      contact: await answerOf(tx, (await contactById(tx, body.contactId))!),
      already: false,
    };
  }
  const existing = await ownContact(tx, advisorSub, body.contactId);
  if (!existing) {
    throw new ApiError(
      409,
      'contact_exists',
      'A contact with this id exists already: make a new id',
    );
  }
  return { contact: await answerOf(tx, existing), already: true };
}

/** PATCH /contacts/{contactId}: only the fields sent change. */
export async function updateContactFields(
  tx: Orm,
  advisorSub: string,
  contactId: string,
  body: ContactUpdate,
  now: Date,
): Promise<Contact> {
  const row = await ownContact(tx, advisorSub, contactId, true);
  if (!row) throw contactNotFound();
  const values: Partial<ContactValues> = {};
  if (body.name !== undefined) values.name = body.name.trim();
  if (body.email !== undefined) values.email = emptyIsNull(body.email)?.toLowerCase() ?? null;
  if (body.phone !== undefined) values.phone = phoneOf(body.phone);
  if (body.tags !== undefined) values.tags = cleanTags(body.tags);
  if (body.importantDates !== undefined) values.importantDates = body.importantDates;
  if (body.notes !== undefined) values.notes = emptyIsNull(body.notes);
  if (body.familyId !== undefined) {
    await checkFamily(tx, advisorSub, body.familyId);
    values.familyId = body.familyId;
  }
  if (body.householdRole !== undefined) values.householdRole = body.householdRole;
  const familyId = values.familyId === undefined ? row.familyId : values.familyId;
  if (familyId === null) values.householdRole = null;
  else if ((values.householdRole ?? row.householdRole) === null) {
    throw unprocessable('role_needed', 'householdRole', 'Give the role in the household');
  }
  return answerOf(tx, await updateContact(tx, contactId, values, now));
}

/** POST /contacts/{contactId}/consents: a new record; the history is never changed. */
export async function addConsent(
  tx: Orm,
  advisorSub: string,
  contactId: string,
  body: ConsentCreate,
  now: Date,
): Promise<Consent> {
  if (!(await ownContact(tx, advisorSub, contactId))) throw contactNotFound();
  return consentView(
    await insertConsent(tx, {
      contactId,
      channel: body.channel,
      granted: body.granted,
      source: body.source.trim(),
      recordedAt: now,
    }),
  );
}

/** POST /contacts/{contactId}/interactions (the same table as the leads'). */
export async function addContactInteraction(
  tx: Orm,
  advisorSub: string,
  contactId: string,
  body: InteractionCreate,
  now: Date,
): Promise<{ interaction: Interaction; already: boolean }> {
  if (!(await ownContact(tx, advisorSub, contactId))) throw contactNotFound();
  const { row, already } = await insertInteraction(
    tx,
    advisorSub,
    { ...body, leadId: null, contactId },
    now,
  );
  return { interaction: interactionView(row), already };
}

export { answerOf as contactAnswerOf };
