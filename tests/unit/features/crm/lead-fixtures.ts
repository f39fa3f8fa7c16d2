import type { Lead, Task } from '@/features/crm/model/contract';

// Leads and tasks shared by the leads screen's tests.

export const crmLead = (overrides: Partial<Lead>): Lead => ({
  leadId: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c01',
  name: 'Aarav Mehta',
  email: null,
  phone: null,
  source: 'referral',
  expectedAssets: null,
  nextFollowUp: null,
  notes: null,
  contactId: null,
  stage: 'new',
  lostReason: null,
  position: 0,
  owner: { id: 'adviser-1', name: 'Asha Iyer' },
  investorId: null,
  stageChangedAt: '2026-11-01T10:00:00.000+05:30',
  createdAt: '2026-11-01T10:00:00.000+05:30',
  updatedAt: '2026-11-01T10:00:00.000+05:30',
  isDemo: false,
  ...overrides,
});

export const crmTask = (overrides: Partial<Task>): Task => ({
  taskId: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1d01',
  title: 'Send the SIP illustration',
  dueAt: '2026-11-25T10:00:00.000+05:30',
  remindAt: null,
  snoozedUntil: null,
  leadId: null,
  contactId: null,
  notes: null,
  status: 'open',
  doneAt: null,
  assignee: { id: 'adviser-1', name: 'Asha Iyer' },
  createdAt: '2026-11-01T10:00:00.000+05:30',
  updatedAt: '2026-11-01T10:00:00.000+05:30',
  ...overrides,
});
