import type * as z from 'zod/mini';
import {
  interactionCreateSchema,
  interactionListSchema,
  interactionSchema,
  invitationSchema,
  leadCreateSchema,
  leadDetailSchema,
  leadListSchema,
  leadSchema,
  leadUpdateSchema,
  stageChangeSchema,
  taskCreateSchema,
  taskListSchema,
  taskSchema,
  taskUpdateSchema,
} from '../../../src/features/crm/model/contract';
import { shared } from '../../openapi/shared-schema';

// The CRM's leads, interactions and tasks contract (src/features/crm/model/contract.ts), named
// for the OpenAPI document.

export const leadCreateBody = shared<z.output<typeof leadCreateSchema>>(
  leadCreateSchema,
  'CrmLeadCreate',
  [
    {
      leadId: '0b6f3c1e-7a2d-4e5b-9c8d-1f2a3b4c5d6e',
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '98765 43210',
      source: 'referral',
      expectedAssets: 25_00_000_00,
      nextFollowUp: '2026-12-01',
      notes: 'Met at the Pune seminar; wants a retirement plan',
      contactId: null,
    },
  ],
);
export const leadUpdateBody = shared<z.output<typeof leadUpdateSchema>>(
  leadUpdateSchema,
  'CrmLeadUpdate',
  [{ nextFollowUp: '2026-12-08', notes: 'Call after Diwali' }],
);
export const stageChangeBody = shared<z.output<typeof stageChangeSchema>>(
  stageChangeSchema,
  'CrmStageChange',
  [
    { stage: 'meeting', position: 0 },
    { stage: 'lost', lostReason: 'Chose another adviser' },
  ],
);
export const interactionCreateBody = shared<z.output<typeof interactionCreateSchema>>(
  interactionCreateSchema,
  'CrmInteractionCreate',
  [
    {
      interactionId: '4c2e1d0f-3b5a-4d6c-8e7f-9a0b1c2d3e4f',
      kind: 'call',
      occurredAt: '2026-11-24T11:30:00+05:30',
      outcome: 'Interested; send the proposal',
      notes: null,
    },
  ],
);
export const taskCreateBody = shared<z.output<typeof taskCreateSchema>>(
  taskCreateSchema,
  'CrmTaskCreate',
  [
    {
      taskId: '7d3f2e1a-4b6c-4d8e-9f0a-1b2c3d4e5f6a',
      title: 'Send Asha the retirement proposal',
      dueAt: '2026-11-26T10:00:00+05:30',
      remindAt: '2026-11-26T09:00:00+05:30',
      leadId: '0b6f3c1e-7a2d-4e5b-9c8d-1f2a3b4c5d6e',
      contactId: null,
      notes: null,
    },
  ],
);
export const taskUpdateBody = shared<z.output<typeof taskUpdateSchema>>(
  taskUpdateSchema,
  'CrmTaskUpdate',
  [{ status: 'done' }, { snoozedUntil: '2026-11-27T09:00:00+05:30' }],
);
export const leadAnswer = shared(leadSchema, 'CrmLead');
export const leadListAnswer = shared(leadListSchema, 'CrmLeads');
export const leadDetailAnswer = shared(leadDetailSchema, 'CrmLeadDetail');
export const interactionAnswer = shared(interactionSchema, 'CrmInteraction');
export const interactionListAnswer = shared(interactionListSchema, 'CrmInteractions');
export const invitationAnswer = shared(invitationSchema, 'CrmInvitation');
export const taskAnswer = shared(taskSchema, 'CrmTask');
export const taskListAnswer = shared(taskListSchema, 'CrmTasks');
