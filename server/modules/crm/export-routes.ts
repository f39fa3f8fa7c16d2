import { z } from 'zod';
import {
  CONSENT_CHANNEL_LABELS,
  EXPORT_KINDS,
  IMPORTANT_DATE_KIND_LABELS,
  INTERACTION_KIND_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STAGE_LABELS,
  type ExportKind,
} from '../../../src/features/crm/model/contract';
import { todayInIndia } from '../../archive/calendar';
import type { Orm } from '../../db/database';
import { readRoute, type GatewayRoute } from '../../api/route';
import { csvOf } from '../account/export';
import { advisorConsentRows, contactRows } from './contacts-store';
import { interactionRows } from './interactions-store';
import { leadRows } from './leads-store';
import { taskRows } from './tasks-store';

// The adviser's CRM as CSV files (issue 17): contacts, leads, interactions or tasks, every row
// of the adviser's, with a header; tags joined by ";"; money in rupees; instants in ISO 8601.

const exportQuery = z.object({
  kind: z
    .enum(EXPORT_KINDS, { error: `The kind is one of ${EXPORT_KINDS.join(', ')}` })
    .meta({ description: EXPORT_KINDS.join(', ') }),
});

const iso = (at: Date | null) => at?.toISOString() ?? null;

export async function crmCsv(orm: Orm, advisorSub: string, kind: ExportKind): Promise<string> {
  if (kind === 'contacts') {
    const [rows, consents] = await Promise.all([
      contactRows(orm, advisorSub),
      advisorConsentRows(orm, advisorSub),
    ]);
    const latest = new Map<string, string[]>();
    const seen = new Set<string>();
    for (const consent of consents) {
      const key = `${consent.contactId}:${consent.channel}`;
      if (seen.has(key) || !consent.granted) {
        seen.add(key);
        continue;
      }
      seen.add(key);
      latest.set(consent.contactId, [
        ...(latest.get(consent.contactId) ?? []),
        CONSENT_CHANNEL_LABELS[consent.channel],
      ]);
    }
    return csvOf(
      [
        'Contact id',
        'Name',
        'E-mail',
        'Phone',
        'Tags',
        'Important dates',
        'Household id',
        'Household role',
        'Client id',
        'Consent to contact by',
        'Notes',
        'Created at',
        'Updated at',
      ],
      rows.map((row) => [
        row.contactId,
        row.name,
        row.email,
        row.phone,
        row.tags.join(';'),
        row.importantDates
          .map((date) => `${IMPORTANT_DATE_KIND_LABELS[date.kind]} ${date.date}`)
          .join(';'),
        row.familyId,
        row.householdRole,
        row.investorSub,
        (latest.get(row.contactId) ?? []).join(';'),
        row.notes,
        iso(row.createdAt),
        iso(row.updatedAt),
      ]),
    );
  }
  if (kind === 'leads') {
    const rows = await leadRows(orm, advisorSub);
    return csvOf(
      [
        'Lead id',
        'Name',
        'E-mail',
        'Phone',
        'Source',
        'Stage',
        'Lost reason',
        'Expected assets (INR)',
        'Next follow-up',
        'Contact id',
        'Client id',
        'Notes',
        'Stage changed at',
        'Created at',
      ],
      rows.map((row) => [
        row.leadId,
        row.name,
        row.email,
        row.phone,
        LEAD_SOURCE_LABELS[row.source],
        LEAD_STAGE_LABELS[row.stage],
        row.lostReason,
        { paise: row.expectedAssets },
        row.nextFollowUp,
        row.contactId,
        row.investorSub,
        row.notes,
        iso(row.stageChangedAt),
        iso(row.createdAt),
      ]),
    );
  }
  if (kind === 'interactions') {
    const rows = await interactionRows(orm, advisorSub);
    return csvOf(
      ['Interaction id', 'Kind', 'Happened at', 'Lead id', 'Contact id', 'Outcome', 'Notes'],
      rows.map((row) => [
        row.interactionId,
        INTERACTION_KIND_LABELS[row.kind],
        iso(row.occurredAt),
        row.leadId,
        row.contactId,
        row.outcome,
        row.notes,
      ]),
    );
  }
  const rows = await taskRows(orm, advisorSub);
  return csvOf(
    [
      'Task id',
      'Title',
      'Status',
      'Due at',
      'Remind at',
      'Snoozed until',
      'Done at',
      'Lead id',
      'Contact id',
      'Notes',
    ],
    rows.map((row) => [
      row.taskId,
      row.title,
      row.status === 'done' ? 'Done' : 'Open',
      iso(row.dueAt),
      iso(row.remindAt),
      iso(row.snoozedUntil),
      iso(row.doneAt),
      row.leadId,
      row.contactId,
      row.notes,
    ]),
  );
}

/** nivesh-crm-contacts-2026-11-25.csv: the kind and the day in India. */
export const exportFileName = (kind: ExportKind, now: Date) =>
  `nivesh-crm-${kind}-${todayInIndia(now)}.csv`;

export const crmExportRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/crm/export',
    operationId: 'exportCrm',
    summary: 'The adviser’s contacts, leads, interactions or tasks as a CSV file',
    description:
      'Every row of the kind, with a header; tags joined by ";"; expected assets in rupees; ' +
      'times in ISO 8601 (UTC). The file is named nivesh-crm-KIND-DAY.csv (the day in India).',
    tag: 'CRM',
    access: ['A'],
    query: exportQuery,
    problems: { 400: `A kind other than ${EXPORT_KINDS.join(', ')}` },
    response: {
      description: 'nivesh-crm-KIND-DAY.csv',
      schema: z.string(),
      file: ['text/csv'],
    },
    handler: async ({ caller, query, deps }) => {
      const at = new Date();
      const csv = await crmCsv(deps.db.orm, caller.sub, query.kind);
      return new Response(csv, {
        status: 200,
        headers: {
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          Vary: 'Authorization',
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${exportFileName(query.kind, at)}"`,
        },
      });
    },
  }),
];
