import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { FAMILY_ROLES } from '../../families/model/contract';

/**
 * The adviser CRM's API shapes (issue 17), shared by the server, which validates and documents
 * with them (server/modules/crm), and the client, which parses its answers with them. Every
 * path is the adviser's own: a lead, contact or task of another adviser is 404 (and an
 * investor's token is 403). Money is integer paise; days are YYYY-MM-DD (IST); instants are
 * ISO 8601 with an offset. Ids of new records are made by the client (UUIDs), so a create
 * replayed by the outbox makes one record.
 *
 * Paths (all under /api/advisor/crm):
 * - GET  /leads -> LeadList.                     POST /leads (Idempotency-Key) -> 201 Lead.
 * - GET  /leads/{leadId} -> LeadDetail.          PATCH /leads/{leadId} (LeadUpdate) -> Lead.
 * - POST /leads/{leadId}/stage (StageChange) -> Lead; the same stage again logs nothing.
 * - POST /leads/{leadId}/interactions (InteractionCreate) -> 201 Interaction.
 * - POST /leads/{leadId}/convert -> 201 Invitation: a won lead with an e-mail is invited.
 * - GET  /contacts -> ContactList.               POST /contacts (ContactCreate) -> 201 Contact.
 * - GET  /contacts/{contactId} -> ContactDetail. PATCH /contacts/{contactId} -> Contact.
 * - POST /contacts/{contactId}/interactions (InteractionCreate) -> 201 Interaction.
 * - POST /contacts/{contactId}/consents (ConsentCreate) -> 201 Consent (append-only record).
 * - POST /contacts/merge (ContactMerge) -> Contact (the kept one).
 * - POST /contacts/import (ContactImport) -> ImportResult; 422 `import_invalid` with every
 *   bad row unless `skipInvalid`; `dryRun` answers the preview and writes nothing.
 * - GET  /tasks -> TaskList.                     POST /tasks (TaskCreate) -> 201 Task.
 * - PATCH /tasks/{taskId} (TaskUpdate) -> Task (done, reopen, snooze, edit).
 * - GET  /interactions -> InteractionList: every interaction's text, for search and timelines.
 * - GET  /export?kind=leads|contacts|interactions|tasks -> text/csv.
 */

export const LEAD_STAGES = ['new', 'contacted', 'meeting', 'proposal', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  meeting: 'Meeting',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
};

export const LEAD_SOURCES = [
  'referral',
  'website',
  'event',
  'social',
  'cold_call',
  'existing_client',
  'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  referral: 'Referral',
  website: 'Website',
  event: 'Event or seminar',
  social: 'Social media',
  cold_call: 'Cold call',
  existing_client: 'Existing client',
  other: 'Other',
};

export const INTERACTION_KINDS = ['call', 'meeting', 'email', 'message', 'note'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];
export const INTERACTION_KIND_LABELS: Record<InteractionKind, string> = {
  call: 'Call',
  meeting: 'Meeting',
  email: 'E-mail',
  message: 'Message',
  note: 'Note',
};

/** DPDP Act 2023: consent to contact is recorded per channel, with its time and source. */
export const CONSENT_CHANNELS = ['email', 'phone', 'sms', 'whatsapp'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = {
  email: 'E-mail',
  phone: 'Phone calls',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export const IMPORTANT_DATE_KINDS = ['birthday', 'anniversary', 'policy_renewal', 'other'] as const;
export type ImportantDateKind = (typeof IMPORTANT_DATE_KINDS)[number];
export const IMPORTANT_DATE_KIND_LABELS: Record<ImportantDateKind, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  policy_renewal: 'Policy renewal',
  other: 'Other',
};

export const NAME_MAX = 100;
export const NOTES_MAX = 4_000;
export const OUTCOME_MAX = 500;
export const LOST_REASON_MAX = 300;
export const TITLE_MAX = 200;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;
export const DATES_MAX = 20;
export const SOURCE_TEXT_MAX = 200;
export const IMPORT_ROWS_MAX = 20_000;
/** ₹1,000 crore, in paise: the largest expected assets. */
export const AMOUNT_MAX = 1_000_00_00_000_00;
/** An invitation's sign-up link works this many days. */
export const INVITATION_DAYS = 30;

const instant = z.iso.datetime({ offset: true, error: 'A time is ISO 8601 with its offset' });
const day = z.iso.date({ error: 'A date is YYYY-MM-DD' });
const id = (what: string) => z.uuid({ error: `Expected ${what} (a UUID)` });
const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is text` })
    .check(
      z.trim(),
      z.minLength(1, `Give ${what.toLowerCase()}`),
      z.maxLength(max, `${what} is at most ${max} characters`),
    );
const optionalText = (what: string, max: number) =>
  z.nullable(
    z
      .string({ error: `${what} is text` })
      .check(z.trim(), z.maxLength(max, `${what} is at most ${max} characters`)),
  );
const email = z.nullable(
  z.email({ error: 'An e-mail address looks like name@example.com' }).check(z.maxLength(254)),
);
/**
 * A phone number as typed; the server stores it in E.164 (model/phone.ts, libphonenumber-js,
 * India by default) and refuses one that is not a possible number (422 on the field).
 */
const phone = z.nullable(
  z.string({ error: 'A phone number is text' }).check(z.trim(), z.maxLength(30)),
);
const expectedAssets = z.nullable(
  z
    .int({ error: 'Expected assets are a whole number of paise' })
    .check(
      z.gte(0, 'Expected assets are ₹0 or more'),
      z.lte(AMOUNT_MAX, 'Expected assets are at most ₹1,000 crore'),
    ),
);

// ---- Leads -------------------------------------------------------------------------------

const leadFields = {
  name: text('The name', NAME_MAX),
  email,
  phone,
  source: z.enum(LEAD_SOURCES, { error: `The source is one of ${LEAD_SOURCES.join(', ')}` }),
  expectedAssets,
  /** The next follow-up day (IST); overdue when before today in India. */
  nextFollowUp: z.nullable(day),
  notes: optionalText('Notes', NOTES_MAX),
  /** The contact this lead is about, when known (one of the adviser's contacts). */
  contactId: z.nullable(id('a contact id')),
};

export const leadCreateSchema = z.strictObject(
  { leadId: id('a lead id'), ...leadFields },
  strictError,
);
export type LeadCreate = z.infer<typeof leadCreateSchema>;

/** PATCH: only the fields sent change. */
export const leadUpdateSchema = z.strictObject(
  {
    name: z.optional(leadFields.name),
    email: z.optional(email),
    phone: z.optional(phone),
    source: z.optional(leadFields.source),
    expectedAssets: z.optional(expectedAssets),
    nextFollowUp: z.optional(leadFields.nextFollowUp),
    notes: z.optional(leadFields.notes),
    contactId: z.optional(leadFields.contactId),
  },
  strictError,
);
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/**
 * POST /leads/{leadId}/stage. `lost` needs a reason. `position`: where in the new column (0 =
 * top); omitted = the bottom. Moving to the stage it is in only reorders and logs nothing.
 */
export const stageChangeSchema = z
  .strictObject(
    {
      stage: z.enum(LEAD_STAGES, { error: `The stage is one of ${LEAD_STAGES.join(', ')}` }),
      lostReason: z.optional(optionalText('The reason', LOST_REASON_MAX)),
      position: z.optional(
        z
          .int({ error: 'The position is a whole number' })
          .check(z.gte(0, 'The position is 0 or more')),
      ),
    },
    strictError,
  )
  .check(
    z.refine((change) => change.stage !== 'lost' || Boolean(change.lostReason?.trim()), {
      error: 'Say why the lead was lost',
      path: ['lostReason'],
    }),
  );
export type StageChange = z.infer<typeof stageChangeSchema>;

export const leadSchema = z.object({
  leadId: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  /** E.164, e.g. +919876543210. */
  phone: z.nullable(z.string()),
  source: z.enum(LEAD_SOURCES),
  expectedAssets: z.nullable(z.int()),
  nextFollowUp: z.nullable(day),
  notes: z.nullable(z.string()),
  contactId: z.nullable(z.string()),
  stage: z.enum(LEAD_STAGES),
  lostReason: z.nullable(z.string()),
  /** Order within its stage's column, 0 first. */
  position: z.int(),
  /** The adviser who owns the lead (the practice is one adviser today: always the caller). */
  owner: z.object({ id: z.string(), name: z.nullable(z.string()) }),
  /** The investor this lead became (after the invitation was accepted). */
  investorId: z.nullable(z.string()),
  stageChangedAt: instant,
  createdAt: instant,
  updatedAt: instant,
  /** Made by the demo seed. */
  isDemo: z.boolean(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListSchema = z.object({ leads: z.array(leadSchema), asOf: instant });
export type LeadList = z.infer<typeof leadListSchema>;

// ---- Interactions ------------------------------------------------------------------------

export const interactionCreateSchema = z.strictObject(
  {
    interactionId: id('an interaction id'),
    kind: z.enum(INTERACTION_KINDS, {
      error: `The kind is one of ${INTERACTION_KINDS.join(', ')}`,
    }),
    /** When it happened (may be earlier than it reaches the server: typed offline). */
    occurredAt: instant,
    outcome: optionalText('The outcome', OUTCOME_MAX),
    notes: optionalText('Notes', NOTES_MAX),
  },
  strictError,
);
export type InteractionCreate = z.infer<typeof interactionCreateSchema>;

export const interactionSchema = z.object({
  interactionId: z.string(),
  leadId: z.nullable(z.string()),
  contactId: z.nullable(z.string()),
  kind: z.enum(INTERACTION_KINDS),
  occurredAt: instant,
  outcome: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  createdAt: instant,
});
export type Interaction = z.infer<typeof interactionSchema>;

export const interactionListSchema = z.object({
  interactions: z.array(interactionSchema),
  asOf: instant,
});
export type InteractionList = z.infer<typeof interactionListSchema>;

export const stageLogEntrySchema = z.object({
  from: z.nullable(z.enum(LEAD_STAGES)),
  to: z.enum(LEAD_STAGES),
  lostReason: z.nullable(z.string()),
  at: instant,
});
export type StageLogEntry = z.infer<typeof stageLogEntrySchema>;

export const invitationSchema = z.object({
  leadId: z.string(),
  email: z.string(),
  sentAt: instant,
  expiresAt: instant,
  /** Set when the person signed up through it and became the adviser's client. */
  acceptedAt: z.nullable(instant),
  investorId: z.nullable(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;

// ---- Tasks -------------------------------------------------------------------------------

const taskFields = {
  title: text('The task', TITLE_MAX),
  /** When it is due (an instant; the screen picks a day and time in IST). */
  dueAt: instant,
  /** When to remind by an in-app notice; null = no reminder. */
  remindAt: z.nullable(instant),
  leadId: z.nullable(id('a lead id')),
  contactId: z.nullable(id('a contact id')),
  notes: optionalText('Notes', NOTES_MAX),
};

export const taskCreateSchema = z.strictObject(
  { taskId: id('a task id'), ...taskFields },
  strictError,
);
export type TaskCreate = z.infer<typeof taskCreateSchema>;

export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** PATCH: done / reopen (`status`), snooze (`snoozedUntil`), or edit. */
export const taskUpdateSchema = z.strictObject(
  {
    title: z.optional(taskFields.title),
    dueAt: z.optional(taskFields.dueAt),
    remindAt: z.optional(taskFields.remindAt),
    notes: z.optional(taskFields.notes),
    status: z.optional(z.enum(TASK_STATUSES, { error: 'The status is open or done' })),
    snoozedUntil: z.optional(z.nullable(instant)),
  },
  strictError,
);
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

export const taskSchema = z.object({
  taskId: z.string(),
  title: z.string(),
  dueAt: instant,
  remindAt: z.nullable(instant),
  /** Snoozed: hidden from "due" lists and the reminder waits until then. */
  snoozedUntil: z.nullable(instant),
  leadId: z.nullable(z.string()),
  contactId: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  status: z.enum(TASK_STATUSES),
  doneAt: z.nullable(instant),
  /** The adviser it is assigned to (the practice is one adviser today: the caller). */
  assignee: z.object({ id: z.string(), name: z.nullable(z.string()) }),
  createdAt: instant,
  updatedAt: instant,
});
export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = z.object({ tasks: z.array(taskSchema), asOf: instant });
export type TaskList = z.infer<typeof taskListSchema>;

// ---- Contacts ----------------------------------------------------------------------------

export const importantDateSchema = z.strictObject(
  {
    kind: z.enum(IMPORTANT_DATE_KINDS, {
      error: `The kind of date is one of ${IMPORTANT_DATE_KINDS.join(', ')}`,
    }),
    date: day,
    label: optionalText('The label', NAME_MAX),
  },
  strictError,
);
export type ImportantDate = z.infer<typeof importantDateSchema>;

const tag = z
  .string({ error: 'A tag is text' })
  .check(
    z.trim(),
    z.minLength(1, 'A tag is not empty'),
    z.maxLength(TAG_MAX, `A tag is at most ${TAG_MAX} characters`),
  );

const contactFields = {
  name: text('The name', NAME_MAX),
  email,
  phone,
  tags: z
    .array(tag, { error: 'Tags are a list' })
    .check(z.maxLength(TAGS_MAX, `At most ${TAGS_MAX} tags`)),
  importantDates: z
    .array(importantDateSchema, { error: 'Important dates are a list' })
    .check(z.maxLength(DATES_MAX, `At most ${DATES_MAX} dates`)),
  /** The household: one of the adviser's families (the advisor book's families). */
  familyId: z.nullable(id('a family id')),
  householdRole: z.nullable(
    z.enum(FAMILY_ROLES, { error: `The role is one of ${FAMILY_ROLES.join(', ')}` }),
  ),
  notes: optionalText('Notes', NOTES_MAX),
};

export const contactCreateSchema = z
  .strictObject({ contactId: id('a contact id'), ...contactFields }, strictError)
  .check(
    z.refine((contact) => contact.familyId === null || contact.householdRole !== null, {
      error: 'Give the role in the household',
      path: ['householdRole'],
    }),
  );
export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const contactUpdateSchema = z.strictObject(
  {
    name: z.optional(contactFields.name),
    email: z.optional(email),
    phone: z.optional(phone),
    tags: z.optional(contactFields.tags),
    importantDates: z.optional(contactFields.importantDates),
    familyId: z.optional(contactFields.familyId),
    householdRole: z.optional(contactFields.householdRole),
    notes: z.optional(contactFields.notes),
  },
  strictError,
);
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const consentCreateSchema = z.strictObject(
  {
    channel: z.enum(CONSENT_CHANNELS, {
      error: `The channel is one of ${CONSENT_CHANNELS.join(', ')}`,
    }),
    granted: z.boolean({ error: 'Say whether consent is given (true) or withdrawn (false)' }),
    /** Where it came from, e.g. "Signed form at the seminar, 12 Nov". */
    source: text('The source', SOURCE_TEXT_MAX),
  },
  strictError,
);
export type ConsentCreate = z.infer<typeof consentCreateSchema>;

export const consentSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
  source: z.string(),
  recordedAt: instant,
});
export type Consent = z.infer<typeof consentSchema>;

export const contactSchema = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  tags: z.array(z.string()),
  importantDates: z.array(
    z.object({
      kind: z.enum(IMPORTANT_DATE_KINDS),
      date: day,
      label: z.nullable(z.string()),
    }),
  ),
  familyId: z.nullable(z.string()),
  householdRole: z.nullable(z.enum(FAMILY_ROLES)),
  notes: z.nullable(z.string()),
  /** Set when the contact is one of the adviser's clients. */
  investorId: z.nullable(z.string()),
  /** The latest consent per channel (the full record is in the detail). */
  consents: z.array(consentSchema),
  createdAt: instant,
  updatedAt: instant,
  isDemo: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListSchema = z.object({ contacts: z.array(contactSchema), asOf: instant });
export type ContactList = z.infer<typeof contactListSchema>;

export const TIMELINE_KINDS = [
  'interaction',
  'task',
  'stage',
  'consent',
  'document',
  'suggestion',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: instant,
  /** One line in plain words, e.g. "Call: interested in a retirement plan". */
  title: z.string(),
  detail: z.nullable(z.string()),
  /** The record it came from (an interaction, task, lead, document or suggestion id). */
  refId: z.nullable(z.string()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const contactDetailSchema = z.object({
  contact: contactSchema,
  /** Every consent recorded, newest first (append-only). */
  consentHistory: z.array(consentSchema),
  leads: z.array(leadSchema),
  tasks: z.array(taskSchema),
  /** Newest first: interactions, tasks, stage changes of its leads, consents, and for a client
   * their documents and the suggestions sent to them. */
  timeline: z.array(timelineEntrySchema),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const leadDetailSchema = z.object({
  lead: leadSchema,
  interactions: z.array(interactionSchema),
  stageLog: z.array(stageLogEntrySchema),
  tasks: z.array(taskSchema),
  invitation: z.nullable(invitationSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const contactMergeSchema = z.strictObject(
  {
    /** The contact that stays. */
    keepContactId: id('the kept contact id'),
    /** The duplicate: its interactions, tasks, consents and leads move to the kept one, its
     * empty fields fill the kept one's gaps, its tags join, and it is removed. */
    mergeContactId: id('the merged contact id'),
  },
  strictError,
);
export type ContactMerge = z.infer<typeof contactMergeSchema>;

// ---- Import ------------------------------------------------------------------------------

/**
 * One row after the screen mapped the CSV's columns (model/csv-mapping.ts): plain strings as
 * they were in the file, checked on the server field by field. `tags` separated by ; or ,.
 * `birthday` is YYYY-MM-DD or DD/MM/YYYY.
 */
export const importRowSchema = z.object({
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  tags: z.optional(z.string()),
  birthday: z.optional(z.string()),
  notes: z.optional(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const IMPORT_FIELDS = ['name', 'email', 'phone', 'tags', 'birthday', 'notes'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const contactImportSchema = z.strictObject(
  {
    rows: z
      .array(importRowSchema, { error: 'Rows are a list' })
      .check(
        z.minLength(1, 'The file has no rows'),
        z.maxLength(IMPORT_ROWS_MAX, `At most ${IMPORT_ROWS_MAX} rows at a time`),
      ),
    /** Import the good rows and leave out the bad ones (the adviser chose to). */
    skipInvalid: z.optional(z.boolean()),
    /** Rows (1-based, as in the file after its header) not to import: duplicates the adviser
     * chose to leave out. */
    skipRows: z.optional(z.array(z.int())),
    /** Check only: answer the preview and write nothing. */
    dryRun: z.optional(z.boolean()),
  },
  strictError,
);
export type ContactImport = z.infer<typeof contactImportSchema>;

export const rowErrorSchema = z.object({
  /** 1-based, the data row in the file (the header is row 0). */
  row: z.int(),
  field: z.string(),
  message: z.string(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

export const duplicateSchema = z.object({
  row: z.int(),
  /** An existing contact or, with `otherRow`, another row of the same file. */
  contactId: z.nullable(z.string()),
  otherRow: z.nullable(z.int()),
  /** 0..1 (model/duplicates.ts); reasons in plain words: "same e-mail", "same phone",
   * "similar name". */
  score: z.number(),
  reasons: z.array(z.string()),
});
export type Duplicate = z.infer<typeof duplicateSchema>;

export const importResultSchema = z.object({
  imported: z.int(),
  skipped: z.int(),
  errors: z.array(rowErrorSchema),
  duplicates: z.array(duplicateSchema),
  dryRun: z.boolean(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const EXPORT_KINDS = ['leads', 'contacts', 'interactions', 'tasks'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const exportQuerySchema = z.strictObject(
  {
    kind: z.enum(EXPORT_KINDS, { error: `The kind is one of ${EXPORT_KINDS.join(', ')}` }),
  },
  strictError,
);
