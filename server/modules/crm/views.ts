import type {
  Interaction,
  Lead,
  StageLogEntry,
  Task,
} from '../../../src/features/crm/model/contract';
import type { CrmInteractionRow, CrmLeadRow, CrmStageLogRow, CrmTaskRow } from './tables';

// Rows as the contract's answers (src/features/crm/model/contract.ts), shared by the leads,
// tasks and contacts services so each record reads the same wherever it appears.

export interface Person {
  id: string;
  name: string | null;
}

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

export const leadView = (row: CrmLeadRow, owner: Person): Lead => ({
  leadId: row.leadId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  source: row.source,
  expectedAssets: row.expectedAssets,
  nextFollowUp: row.nextFollowUp,
  notes: row.notes,
  contactId: row.contactId,
  stage: row.stage,
  lostReason: row.lostReason,
  position: row.position,
  owner,
  investorId: row.investorSub,
  stageChangedAt: iso(row.stageChangedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  isDemo: row.isDemo,
});

export const taskView = (row: CrmTaskRow, assignee: Person): Task => ({
  taskId: row.taskId,
  title: row.title,
  dueAt: iso(row.dueAt),
  remindAt: isoOrNull(row.remindAt),
  snoozedUntil: isoOrNull(row.snoozedUntil),
  leadId: row.leadId,
  contactId: row.contactId,
  notes: row.notes,
  status: row.status,
  doneAt: isoOrNull(row.doneAt),
  assignee,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const interactionView = (row: CrmInteractionRow): Interaction => ({
  interactionId: row.interactionId,
  leadId: row.leadId,
  contactId: row.contactId,
  kind: row.kind,
  occurredAt: iso(row.occurredAt),
  outcome: row.outcome,
  notes: row.notes,
  createdAt: iso(row.createdAt),
});

export const stageLogView = (row: CrmStageLogRow): StageLogEntry => ({
  from: row.fromStage,
  to: row.toStage,
  lostReason: row.lostReason,
  at: iso(row.at),
});
