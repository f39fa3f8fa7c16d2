import { and, desc, eq } from 'drizzle-orm';
import {
  CONSENT_CHANNEL_LABELS,
  INTERACTION_KIND_LABELS,
  LEAD_STAGE_LABELS,
  type TimelineEntry,
} from '../../../src/features/crm/model/contract';
import type { Orm } from '../../db/database';
import { investorDocuments } from '../documents/tables';
import { suggestions } from '../suggestions/tables';
import type {
  CrmConsentRow,
  CrmInteractionRow,
  CrmLeadRow,
  CrmStageLogRow,
  CrmTaskRow,
} from './tables';

// A contact's timeline (issue 17), newest first: its interactions, tasks, the stage changes of
// its leads, its consents, and, when the contact is a client, the documents they uploaded and
// the suggestions the adviser sent them (read-only here).

const DOCUMENT_LABELS: Record<string, string> = {
  pan: 'PAN card',
  address: 'Proof of address',
  policy: 'Insurance policy',
};

export interface TimelineSources {
  interactions: readonly CrmInteractionRow[];
  tasks: readonly CrmTaskRow[];
  leads: readonly CrmLeadRow[];
  stageLog: readonly CrmStageLogRow[];
  consents: readonly CrmConsentRow[];
  documents: readonly { id: string; kind: string; uploadedAt: Date }[];
  suggestions: readonly { suggestionId: string; title: string; status: string; createdAt: Date }[];
}

const line = (first: string, rest: string | null) => (rest ? `${first}: ${rest}` : first);

export function timelineOf(sources: TimelineSources): TimelineEntry[] {
  const leadNames = new Map(sources.leads.map((lead) => [lead.leadId, lead.name]));
  const entries: (TimelineEntry & { time: number })[] = [];
  const add = (at: Date, entry: Omit<TimelineEntry, 'at'>) =>
    entries.push({ ...entry, at: at.toISOString(), time: at.getTime() });
  for (const row of sources.interactions) {
    add(row.occurredAt, {
      kind: 'interaction',
      title: line(INTERACTION_KIND_LABELS[row.kind], row.outcome),
      detail: row.notes,
      refId: row.interactionId,
    });
  }
  for (const row of sources.tasks) {
    add(row.createdAt, {
      kind: 'task',
      title: `Task: ${row.title}`,
      detail: null,
      refId: row.taskId,
    });
    if (row.doneAt) {
      add(row.doneAt, {
        kind: 'task',
        title: `Done: ${row.title}`,
        detail: null,
        refId: row.taskId,
      });
    }
  }
  for (const row of sources.stageLog) {
    const name = leadNames.get(row.leadId) ?? 'The lead';
    add(row.at, {
      kind: 'stage',
      title:
        row.fromStage === null
          ? `${name}: added as a lead (${LEAD_STAGE_LABELS[row.toStage]})`
          : `${name}: moved from ${LEAD_STAGE_LABELS[row.fromStage]} to ${LEAD_STAGE_LABELS[row.toStage]}`,
      detail: row.lostReason,
      refId: row.leadId,
    });
  }
  for (const row of sources.consents) {
    add(row.recordedAt, {
      kind: 'consent',
      title: `${CONSENT_CHANNEL_LABELS[row.channel]}: consent ${row.granted ? 'given' : 'withdrawn'}`,
      detail: row.source,
      refId: null,
    });
  }
  for (const row of sources.documents) {
    add(row.uploadedAt, {
      kind: 'document',
      title: `Uploaded a document: ${DOCUMENT_LABELS[row.kind] ?? row.kind}`,
      detail: null,
      refId: row.id,
    });
  }
  for (const row of sources.suggestions) {
    add(row.createdAt, {
      kind: 'suggestion',
      title: `Suggestion sent: ${row.title}`,
      detail: `Status: ${row.status}`,
      refId: row.suggestionId,
    });
  }
  return entries.sort((a, b) => b.time - a.time).map(({ time: _time, ...entry }) => entry);
}

/** A client's documents and the suggestions this adviser sent them, newest first. */
export async function clientRecords(orm: Orm, advisorSub: string, investorSub: string) {
  const [documents, sent] = await Promise.all([
    orm
      .select({
        id: investorDocuments.id,
        kind: investorDocuments.kind,
        uploadedAt: investorDocuments.uploadedAt,
      })
      .from(investorDocuments)
      .where(eq(investorDocuments.investorSub, investorSub))
      .orderBy(desc(investorDocuments.uploadedAt)),
    orm
      .select({
        suggestionId: suggestions.suggestionId,
        title: suggestions.title,
        status: suggestions.status,
        createdAt: suggestions.createdAt,
      })
      .from(suggestions)
      .where(and(eq(suggestions.advisorSub, advisorSub), eq(suggestions.investorSub, investorSub)))
      .orderBy(desc(suggestions.createdAt)),
  ]);
  return { documents, suggestions: sent };
}
