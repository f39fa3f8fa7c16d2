import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { RISK_CATEGORIES } from '../../../src/domain/risk-categories';
import { percentOfBp } from '../../../src/domain/suitability';
import { csvField, csvRupees } from '../../../src/features/portfolio/model/report-format';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { modelPortfolios, modelVersions, researchCalls } from '../research/tables';
import { ordersOfSuggestions } from './store';
import { suggestions, suitabilityDecisions } from './tables';

// The adviser's records for an inspection (issue 16, Deliver 6; SEBI IA Regulations 2013,
// Reg. 19): every research call, model version, suitability decision, suggestion and client
// response of the adviser in a span of days, as one CSV with a `record` column naming each
// row's kind, oldest first. Days are India's (IST); money in rupees.

const day = z.iso.date({ error: 'A day as YYYY-MM-DD' });

export const recordsQuery = z
  .object({
    from: day.meta({ description: 'First day (IST), YYYY-MM-DD' }),
    to: day.meta({ description: 'Last day (IST), YYYY-MM-DD, inclusive' }),
  })
  .strict()
  .refine((query) => query.from <= query.to, {
    message: 'The first day must not be after the last',
    path: ['from'],
  })
  .refine(
    (query) =>
      Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`) <=
      6 * 366 * 86_400_000,
    { message: 'At most six years at once', path: ['to'] },
  );

const HEADER = [
  'record',
  'at',
  'id',
  'client_id',
  'client_name',
  'subject',
  'version',
  'category',
  'outcome',
  'rule_version',
  'details',
  'justification',
] as const;

type Line = Partial<Record<Exclude<(typeof HEADER)[number], 'at'>, string | number | null>> & {
  record: string;
  at: Date;
};

/** The instant an IST day starts. */
const istStart = (text: string) => new Date(Date.parse(`${text}T00:00:00+05:30`));
const nextDay = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const label = (category: string | null) =>
  category && category in RISK_CATEGORIES
    ? RISK_CATEGORIES[category as keyof typeof RISK_CATEGORIES].label
    : (category ?? '');

/** The CSV text of the adviser's records from `from` to `to` (IST days, inclusive). */
export async function recordsCsv(
  orm: Orm,
  advisorSub: string,
  from: string,
  to: string,
): Promise<string> {
  const start = istStart(from);
  const end = istStart(nextDay(to));
  const lines: Line[] = [];

  const calls = await orm
    .select()
    .from(researchCalls)
    .where(
      and(
        eq(researchCalls.advisorSub, advisorSub),
        gte(researchCalls.createdAt, start),
        lt(researchCalls.createdAt, end),
      ),
    );
  for (const call of calls) {
    lines.push({
      record: 'call',
      at: call.createdAt,
      id: call.callId,
      subject: call.symbol,
      category: call.categories.map(label).join('; '),
      outcome: call.status,
      details:
        `${call.action} ${call.symbol} at ${csvRupees(call.entryPrice)} on ${call.entryDate}; ` +
        `target ${csvRupees(call.targetPrice)}, stop-loss ${csvRupees(call.stopLoss)}, horizon ${call.horizonDate}; ` +
        `allocation ${percentOfBp(call.allocationBp)}` +
        (call.closedOn ? `; closed ${call.closedOn} at ${csvRupees(call.closePrice ?? 0)}` : '') +
        `. ${call.rationale}`,
    });
  }

  const versions = await orm
    .select({ version: modelVersions, name: modelPortfolios.name })
    .from(modelVersions)
    .innerJoin(modelPortfolios, eq(modelPortfolios.modelId, modelVersions.modelId))
    .where(
      and(
        eq(modelPortfolios.advisorSub, advisorSub),
        gte(modelVersions.createdAt, start),
        lt(modelVersions.createdAt, end),
      ),
    );
  for (const { version, name } of versions) {
    lines.push({
      record: 'model-version',
      at: version.createdAt,
      id: version.modelId,
      subject: name,
      version: version.version,
      category: version.categories.map(label).join('; '),
      details:
        version.stocks.map((stock) => `${stock.symbol} ${percentOfBp(stock.weightBp)}`).join('; ') +
        `; drift band ±${percentOfBp(version.driftBandBp)}; review ${version.reviewDate}` +
        (version.note ? `. ${version.note}` : ''),
    });
  }

  const decisions = await orm
    .select({ decision: suitabilityDecisions, name: userProfiles.name })
    .from(suitabilityDecisions)
    .innerJoin(userProfiles, eq(userProfiles.sub, suitabilityDecisions.investorSub))
    .where(
      and(
        eq(suitabilityDecisions.advisorSub, advisorSub),
        gte(suitabilityDecisions.createdAt, start),
        lt(suitabilityDecisions.createdAt, end),
      ),
    );
  for (const { decision, name } of decisions) {
    lines.push({
      record: 'decision',
      at: decision.createdAt,
      id: String(decision.id),
      client_id: decision.investorSub,
      client_name: name,
      subject: `${decision.subjectKind} ${decision.subjectId}`,
      version: decision.modelVersion,
      category: label(decision.category),
      outcome: decision.outcome,
      rule_version: decision.ruleVersion,
      details: decision.findings.map((finding) => `${finding.rule}: ${finding.detail}`).join(' | '),
      justification: decision.justification,
    });
  }

  const subjectOf = (row: typeof suggestions.$inferSelect) =>
    row.callId ? `call ${row.callId}` : `model ${row.modelId}`;
  const sent = await orm
    .select({ suggestion: suggestions, name: userProfiles.name })
    .from(suggestions)
    .innerJoin(userProfiles, eq(userProfiles.sub, suggestions.investorSub))
    .where(
      and(
        eq(suggestions.advisorSub, advisorSub),
        gte(suggestions.createdAt, start),
        lt(suggestions.createdAt, end),
      ),
    );
  for (const { suggestion: row, name } of sent) {
    lines.push({
      record: 'suggestion',
      at: row.createdAt,
      id: row.suggestionId,
      client_id: row.investorSub,
      client_name: name,
      subject: subjectOf(row),
      version: row.modelVersion,
      outcome: 'sent',
      details:
        `${row.title}. Orders at ${row.marketDate} closes: ` +
        (row.orders.length === 0
          ? 'none'
          : row.orders
              .map(
                (order) =>
                  `${order.side} ${order.quantity} ${order.symbol} at ${csvRupees(order.price)}`,
              )
              .join('; ')) +
        (row.message ? `. Message: ${row.message}` : ''),
    });
  }

  const answered = await orm
    .select({ suggestion: suggestions, name: userProfiles.name })
    .from(suggestions)
    .innerJoin(userProfiles, eq(userProfiles.sub, suggestions.investorSub))
    .where(
      and(
        eq(suggestions.advisorSub, advisorSub),
        isNotNull(suggestions.respondedAt),
        gte(suggestions.respondedAt, start),
        lt(suggestions.respondedAt, end),
        inArray(suggestions.status, ['accepted', 'declined', 'superseded']),
      ),
    );
  const legs = await ordersOfSuggestions(
    orm,
    answered
      .filter((row) => row.suggestion.status === 'accepted')
      .map((row) => row.suggestion.suggestionId),
  );
  for (const { suggestion: row, name } of answered) {
    const placed = legs.get(row.suggestionId) ?? [];
    lines.push({
      record: 'response',
      at: row.respondedAt!,
      id: row.suggestionId,
      client_id: row.investorSub,
      client_name: name,
      subject: subjectOf(row),
      version: row.modelVersion,
      outcome: row.status,
      details:
        row.status === 'declined'
          ? row.declineReason
            ? `Reason: ${row.declineReason}`
            : 'No reason given'
          : row.status === 'superseded'
            ? 'Replaced by a newer suggestion of the model'
            : placed
                .map(
                  (leg) =>
                    `${leg.side} ${leg.quantity} ${leg.symbol}: ${leg.status}${leg.orderId ? ` (order ${leg.orderId})` : ''} at ${csvRupees(leg.price)}`,
                )
                .join('; ') || 'No orders',
    });
  }

  lines.sort((a, b) => a.at.getTime() - b.at.getTime() || a.record.localeCompare(b.record));
  const text = lines.map((line) =>
    HEADER.map((column) => {
      const value = column === 'at' ? line.at.toISOString() : line[column];
      return value === null || value === undefined ? '' : csvField(String(value));
    }).join(','),
  );
  return `${[HEADER.join(','), ...text].join('\r\n')}\r\n`;
}
