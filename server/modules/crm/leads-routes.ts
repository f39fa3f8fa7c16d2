import { z } from 'zod';
import { INVITATION_DAYS } from '../../../src/features/crm/model/contract';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { convertLead } from './invitations';
import {
  addLeadInteraction,
  changeStage,
  createLead,
  interactionList,
  leadDetail,
  leadList,
  stageAction,
  updateLeadFields,
} from './leads-service';
import {
  interactionAnswer,
  interactionCreateBody,
  interactionListAnswer,
  invitationAnswer,
  leadAnswer,
  leadCreateBody,
  leadDetailAnswer,
  leadListAnswer,
  leadUpdateBody,
  stageChangeBody,
} from './leads-schema';

const TAG = 'CRM';
const BASE = '/api/advisor/crm';

const leadParam = z.object({
  leadId: z.uuid({ error: 'A lead id is a UUID' }).meta({ description: 'The lead’s id' }),
});

const now = () => new Date();
const NOT_FOUND = { 404: 'No such lead among yours' } as const;
const BAD_FIELD =
  'A field the contract refuses, named by field: an empty name, an unknown source, an e-mail ' +
  'address that is not one, expected assets out of range, a date that is not YYYY-MM-DD';
const NOT_YOURS =
  'A phone number that is not a possible number (`invalid_phone`, at `phone`), or a contact ' +
  'that is not one of yours (`not_your_contact`, at `contactId`)';

/**
 * The adviser's leads (issue 17, Deliver 1 and 2): the pipeline board from New to Won or Lost,
 * each lead's interactions log and stage history, and converting a won lead into a client by an
 * invitation e-mail. Every lead is the caller's only: another adviser's is 404.
 */
export const crmLeadsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: `${BASE}/leads`,
    operationId: 'listCrmLeads',
    summary: 'The adviser’s leads, in pipeline order (stage, then position in its column)',
    tag: TAG,
    access: ['A'],
    response: { description: 'The leads', schema: leadListAnswer },
    handler: ({ caller, deps }) => leadList(deps.db.orm, caller.sub, now()),
  }),
  writeRoute({
    method: 'POST',
    path: `${BASE}/leads`,
    operationId: 'createCrmLead',
    summary: 'Adds a lead at the bottom of the New column',
    description:
      'The id is made by the client, so a create replayed from a device’s outbox makes one ' +
      'lead. The phone number is stored in E.164 (India by default).',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: leadCreateBody,
    problems: {
      400: BAD_FIELD,
      409: 'The id is another’s lead (`lead_exists`)',
      422: NOT_YOURS,
    },
    response: { status: 201, description: 'The lead', schema: leadAnswer },
    handler: async ({ caller, body, tx }) => {
      const { lead, already } = await createLead(tx, caller.sub, body, now());
      return {
        status: 201,
        body: lead,
        audit: {
          entity: 'crm_lead',
          entityId: lead.leadId,
          action: already
            ? `Sent the lead ${lead.name} again: it was recorded already`
            : `Added the lead ${lead.name}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: `${BASE}/leads/:leadId`,
    operationId: 'getCrmLead',
    summary: 'One lead: its interactions, stage history, tasks and invitation',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    params: leadParam,
    problems: NOT_FOUND,
    response: { description: 'The lead in full', schema: leadDetailAnswer },
    handler: ({ caller, params, deps }) => leadDetail(deps.db.orm, caller.sub, params.leadId),
  }),
  writeRoute({
    method: 'PATCH',
    path: `${BASE}/leads/:leadId`,
    operationId: 'updateCrmLead',
    summary: 'Changes the fields sent: name, contact details, source, assets, follow-up, notes',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'optional',
    params: leadParam,
    body: leadUpdateBody,
    problems: { 400: BAD_FIELD, ...NOT_FOUND, 422: NOT_YOURS },
    response: { status: 200, description: 'The lead as changed', schema: leadAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const lead = await updateLeadFields(tx, caller.sub, params.leadId, body, now());
      return {
        status: 200,
        body: lead,
        audit: {
          entity: 'crm_lead',
          entityId: lead.leadId,
          action: `Changed the lead ${lead.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: `${BASE}/leads/:leadId/stage`,
    operationId: 'moveCrmLead',
    summary: 'Moves the lead to a stage and a place in its column',
    description:
      'Both columns are numbered 0, 1, 2… again in the same transaction. A real change of ' +
      'stage is logged once: the same move sent again (a replay, or a new key) only keeps the ' +
      'order. Lost needs a reason; leaving Lost clears it.',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: leadParam,
    body: stageChangeBody,
    problems: {
      400: 'An unknown stage, a negative position, or Lost without a reason (at `lostReason`)',
      ...NOT_FOUND,
    },
    response: { status: 200, description: 'The lead where it is now', schema: leadAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const moved = await changeStage(tx, caller.sub, params.leadId, body, now());
      return {
        status: 200,
        body: moved.lead,
        audit: { entity: 'crm_lead', entityId: params.leadId, action: stageAction(moved) },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: `${BASE}/leads/:leadId/interactions`,
    operationId: 'logCrmLeadInteraction',
    summary: 'Logs a call, meeting, e-mail, message or note with the lead',
    description:
      'The id is made by the client: an interaction typed offline and sent twice is one. ' +
      '`occurredAt` is when it happened, which may be well before it reached the server.',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: leadParam,
    body: interactionCreateBody,
    problems: {
      400: BAD_FIELD,
      ...NOT_FOUND,
      409: 'The id is another’s interaction (`interaction_exists`)',
    },
    response: { status: 201, description: 'The interaction', schema: interactionAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const { interaction, already, leadName } = await addLeadInteraction(
        tx,
        caller.sub,
        params.leadId,
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
            ? `Sent the ${interaction.kind} with ${leadName} again: it was logged already`
            : `Logged a ${interaction.kind} with the lead ${leadName}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: `${BASE}/leads/:leadId/convert`,
    operationId: 'convertCrmLead',
    summary: 'Invites a won lead to sign up and become the adviser’s client',
    description:
      `An e-mail with a sign-up link (the dev mailbox locally) that works ${INVITATION_DAYS} ` +
      'days; sending again renews it. Signing up with that address makes the person the ' +
      'adviser’s client (onboarding starts at KYC), links the lead and a contact to them, and ' +
      'tells the adviser by an in-app notice.',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: leadParam,
    problems: {
      ...NOT_FOUND,
      409: 'The lead is not won (`lead_not_won`) or is a client already (`already_client`)',
      422: 'The lead has no e-mail address (`no_email`, at `email`)',
    },
    response: { status: 201, description: 'The invitation sent', schema: invitationAnswer },
    handler: async ({ caller, params, tx, origin }) => {
      const { invitation, name, again } = await convertLead(
        tx,
        caller.sub,
        params.leadId,
        origin,
        now(),
      );
      return {
        status: 201,
        body: invitation,
        audit: {
          entity: 'crm_lead',
          entityId: params.leadId,
          action: `${again ? 'Sent again' : 'Sent'} the invitation to ${name}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: `${BASE}/interactions`,
    operationId: 'listCrmInteractions',
    summary: 'Every interaction of the adviser’s, newest first (for search and timelines)',
    tag: TAG,
    access: ['A'],
    response: { description: 'The interactions', schema: interactionListAnswer },
    handler: ({ caller, deps }) => interactionList(deps.db.orm, caller.sub, now()),
  }),
];
