import { z } from 'zod';
import { todayInIndia } from '../../archive/calendar';
import { IMPORT_ROWS_MAX } from '../../../src/features/crm/model/contract';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import {
  consentAnswer,
  consentCreateBody,
  contactAnswer,
  contactCreateBody,
  contactDetailAnswer,
  contactImportBody,
  contactListAnswer,
  contactMergeBody,
  contactUpdateBody,
  importResultAnswer,
} from './contacts-schema';
import {
  addConsent,
  addContactInteraction,
  contactDetail,
  contactList,
  createContact,
  updateContactFields,
} from './contacts-service';
import { importContacts } from './import';
import { interactionAnswer, interactionCreateBody } from './leads-schema';
import { mergeContacts } from './merge';

const TAG = 'CRM';
const BASE = '/api/advisor/crm';

const contactParam = z.object({
  contactId: z.uuid({ error: 'A contact id is a UUID' }).meta({ description: 'The contact’s id' }),
});

const now = () => new Date();
const NOT_FOUND = { 404: 'No such contact among yours' } as const;
const BAD_FIELD =
  'A field the contract refuses, named by field: an empty name, an e-mail address that is not ' +
  'one, a tag too long, a date that is not YYYY-MM-DD, a household without a role';
const NOT_YOURS =
  'A phone number that is not a possible number (`invalid_phone`, at `phone`), or a family ' +
  'that is not one of yours (`not_your_family`, at `familyId`)';
/** 20,000 rows of a few hundred bytes each. */
const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/**
 * The adviser's contacts (issue 17, Deliver 3 and 4): prospects and clients with tags,
 * important dates, a household, consent per channel (append-only, DPDP Act 2023) and a timeline;
 * merging duplicates and importing from a CSV. Every contact is the caller's only: another
 * adviser's is 404.
 */
export const crmContactsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: `${BASE}/contacts`,
    operationId: 'listCrmContacts',
    summary: 'The adviser’s contacts, by name, with the latest consent per channel',
    tag: TAG,
    access: ['A'],
    response: { description: 'The contacts', schema: contactListAnswer },
    handler: ({ caller, deps }) => contactList(deps.db.orm, caller.sub, now()),
  }),
  writeRoute({
    method: 'POST',
    path: `${BASE}/contacts`,
    operationId: 'createCrmContact',
    summary: 'Adds a contact',
    description:
      'The id is made by the client, so a create replayed from a device’s outbox makes one ' +
      'contact. The phone number is stored in E.164 (India by default), the e-mail in lower case.',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: contactCreateBody,
    problems: {
      400: BAD_FIELD,
      409: 'The id is another’s contact (`contact_exists`)',
      422: NOT_YOURS,
    },
    response: { status: 201, description: 'The contact', schema: contactAnswer },
    handler: async ({ caller, body, tx }) => {
      const { contact, already } = await createContact(tx, caller.sub, body, now());
      return {
        status: 201,
        body: contact,
        audit: {
          entity: 'crm_contact',
          entityId: contact.contactId,
          action: already
            ? `Sent the contact ${contact.name} again: it was recorded already`
            : `Added the contact ${contact.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: `${BASE}/contacts/merge`,
    operationId: 'mergeCrmContacts',
    summary: 'Merges a duplicate contact into another',
    description:
      'In one transaction: the duplicate’s interactions, tasks, consents and leads move to the ' +
      'kept contact, its tags join, its values fill the kept contact’s empty fields, and it ' +
      'leaves every list. Replaying it answers 404 (the duplicate is gone) unless the key is the same.',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: contactMergeBody,
    problems: {
      400: BAD_FIELD,
      404: 'Either contact is not among yours',
      409: 'Both are different clients (`two_clients`)',
      422: 'The same contact twice (`same_contact`)',
    },
    response: { status: 200, description: 'The kept contact', schema: contactAnswer },
    handler: async ({ caller, body, tx }) => {
      const { contact, mergedName } = await mergeContacts(tx, caller.sub, body, now());
      return {
        status: 200,
        body: contact,
        audit: {
          entity: 'crm_contact',
          entityId: contact.contactId,
          action: `Merged the contact ${mergedName} into ${contact.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: `${BASE}/contacts/import`,
    operationId: 'importCrmContacts',
    summary: `Imports contacts from the rows of a CSV (at most ${IMPORT_ROWS_MAX.toLocaleString('en-IN')})`,
    description:
      'Each row is checked field by field: a name; an e-mail that looks like one; a phone that ' +
      'is a possible number; a birthday YYYY-MM-DD or DD/MM/YYYY; tags split on ; or ,. ' +
      'The dry run lists duplicates within the file and against your contacts, with a ' +
      'score and reasons. When any row is bad nothing is written (422 `import_invalid`, each error at ' +
      '`rows.N.field`) unless `skipInvalid`. `skipRows` leaves chosen rows out. `dryRun` ' +
      'writes nothing and answers the preview (`imported` is then how many would be). The body ' +
      'may be up to 8 MiB (413 above).',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    maxBodyBytes: IMPORT_MAX_BYTES,
    body: contactImportBody,
    problems: {
      400: 'No rows, too many rows, or a row that is not an object of strings',
      422: 'Rows with problems (`import_invalid`): each named by row and field',
    },
    response: {
      status: 200,
      description: 'What was (or would be) imported',
      schema: importResultAnswer,
    },
    handler: async ({ caller, body, tx }) => {
      const at = now();
      const result = await importContacts(tx, caller.sub, body, at, todayInIndia(at));
      return {
        status: 200,
        body: result,
        audit: {
          entity: 'crm_contact',
          entityId: 'import',
          action: result.dryRun
            ? `Checked an import of ${plural(body.rows.length, 'row', 'rows')}`
            : `Imported ${plural(result.imported, 'contact', 'contacts')} (${plural(result.skipped, 'row', 'rows')} left out)`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: `${BASE}/contacts/:contactId`,
    operationId: 'getCrmContact',
    summary: 'One contact: consent history, leads, tasks and timeline (newest first)',
    description:
      'For a contact who is your client the timeline also has the documents they uploaded and ' +
      'the suggestions you sent them.',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    params: contactParam,
    problems: NOT_FOUND,
    response: { description: 'The contact in full', schema: contactDetailAnswer },
    handler: ({ caller, params, deps }) => contactDetail(deps.db.orm, caller.sub, params.contactId),
  }),
  writeRoute({
    method: 'PATCH',
    path: `${BASE}/contacts/:contactId`,
    operationId: 'updateCrmContact',
    summary: 'Changes the fields sent: name, contact details, tags, dates, household, notes',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'optional',
    params: contactParam,
    body: contactUpdateBody,
    problems: { 400: BAD_FIELD, ...NOT_FOUND, 422: NOT_YOURS },
    response: { status: 200, description: 'The contact as changed', schema: contactAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const contact = await updateContactFields(tx, caller.sub, params.contactId, body, now());
      return {
        status: 200,
        body: contact,
        audit: {
          entity: 'crm_contact',
          entityId: contact.contactId,
          action: `Changed the contact ${contact.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: `${BASE}/contacts/:contactId/interactions`,
    operationId: 'createCrmContactInteraction',
    summary: 'Logs a call, meeting, e-mail, message or note with the contact',
    description:
      'The id is made by the client: an interaction typed offline and sent twice is one.',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: contactParam,
    body: interactionCreateBody,
    problems: {
      400: 'A kind not in the list, a time without its offset, notes too long',
      ...NOT_FOUND,
      409: 'The id is another’s interaction (`interaction_exists`)',
    },
    response: { status: 201, description: 'The interaction', schema: interactionAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const { interaction, already } = await addContactInteraction(
        tx,
        caller.sub,
        params.contactId,
        body,
        now(),
      );
      return {
        status: 201,
        body: interaction,
        audit: {
          entity: 'crm_interaction',
          entityId: interaction.interactionId,
          action: already
            ? 'Sent an interaction again: it was recorded already'
            : `Logged a ${interaction.kind} with a contact`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: `${BASE}/contacts/:contactId/consents`,
    operationId: 'createCrmConsent',
    summary: 'Records consent given or withdrawn for one channel (append-only)',
    description:
      'Every record is kept, with its time and source (DPDP Act 2023): the latest per channel ' +
      'is the one in force.',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: contactParam,
    body: consentCreateBody,
    problems: { 400: 'A channel not in the list, or no source', ...NOT_FOUND },
    response: { status: 201, description: 'The consent recorded', schema: consentAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const consent = await addConsent(tx, caller.sub, params.contactId, body, now());
      return {
        status: 201,
        body: consent,
        audit: {
          entity: 'crm_contact',
          entityId: params.contactId,
          action: `Recorded ${body.channel} consent ${body.granted ? 'given' : 'withdrawn'}`,
        },
      };
    },
  }),
];
