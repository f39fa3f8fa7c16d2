import { asc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import {
  suggestionOrders,
  suggestions,
  suitabilityDecisions,
  type SuggestionRow,
  type SuitabilityDecisionRow,
} from '../suggestions/tables';

// An investor's suggestions in "Download my data" (issue 16, Deliver 6, with issue 11's export):
// what their adviser sent them, the suitability check recorded for each (outcome, the category
// it was judged against, the rule version, the failed rules and any written justification),
// their answer, and the orders an acceptance placed. Every check made on them is listed too,
// those that blocked a suggestion (never sent) included: it is a record about them.

const iso = (at: Date | null) => at?.toISOString() ?? null;

const decisionOf = ({
  investorSub: _,
  advisorSub: _adviser,
  ...decision
}: SuitabilityDecisionRow) => ({
  ...decision,
  createdAt: iso(decision.createdAt),
});

export interface SuggestionsExport {
  /** account.json's `suggestions` and `suitabilityChecks`. */
  json: {
    suggestions: Array<Record<string, unknown>>;
    suitabilityChecks: Array<Record<string, unknown>>;
  };
  /** suggestions.csv's rows, newest last, as `csvOf` takes them. */
  rows: Array<Array<string | number | null | { paise: number | null }>>;
}

export const SUGGESTIONS_CSV_HEADER = [
  'Sent at',
  'Suggestion id',
  'From',
  'Kind',
  'Title',
  'Amount (INR)',
  'Orders planned',
  'Suitability check',
  'Risk category then',
  'Rule version',
  'Your answer',
  'Answered at',
  'Reason you gave',
  'Orders placed',
] as const;

const plannedText = (row: SuggestionRow) =>
  row.orders.map((order) => `${order.side} ${order.quantity} ${order.symbol}`).join('; ');

/** One investor's suggestions and suitability checks, read outside any write. */
export async function suggestionsExportOf(orm: Orm, sub: string): Promise<SuggestionsExport> {
  const sent = await orm
    .select()
    .from(suggestions)
    .where(eq(suggestions.investorSub, sub))
    .orderBy(asc(suggestions.createdAt), asc(suggestions.suggestionId));
  const checks = await orm
    .select()
    .from(suitabilityDecisions)
    .where(eq(suitabilityDecisions.investorSub, sub))
    .orderBy(asc(suitabilityDecisions.id));
  const placed = sent.length
    ? await orm
        .select()
        .from(suggestionOrders)
        .where(
          inArray(
            suggestionOrders.suggestionId,
            sent.map((row) => row.suggestionId),
          ),
        )
        .orderBy(asc(suggestionOrders.symbol), asc(suggestionOrders.side))
    : [];
  const advisers = [...new Set(sent.map((row) => row.advisorSub))];
  const names = new Map(
    (advisers.length
      ? await orm
          .select({ sub: userProfiles.sub, name: userProfiles.name })
          .from(userProfiles)
          .where(inArray(userProfiles.sub, advisers))
      : []
    ).map((row) => [row.sub, row.name]),
  );
  const decisions = new Map(checks.map((check) => [check.id, check]));

  const json = sent.map((row) => {
    const decision = decisions.get(row.decisionId);
    const { investorSub: _, advisorSub, decisionId: _decision, ...rest } = row;
    return {
      ...rest,
      from: names.get(advisorSub) ?? null,
      createdAt: iso(row.createdAt),
      respondedAt: iso(row.respondedAt),
      suitability: decision ? decisionOf(decision) : null,
      ordersPlaced: placed
        .filter((order) => order.suggestionId === row.suggestionId)
        .map(({ suggestionId: _id, ...order }) => ({ ...order, updatedAt: iso(order.updatedAt) })),
    };
  });
  const rows = sent.map((row) => {
    const decision = decisions.get(row.decisionId);
    const orders = placed.filter((order) => order.suggestionId === row.suggestionId);
    return [
      row.createdAt.toISOString(),
      row.suggestionId,
      names.get(row.advisorSub) ?? null,
      row.kind,
      row.title,
      { paise: row.amount },
      plannedText(row),
      decision?.outcome ?? null,
      decision?.category ?? null,
      decision?.ruleVersion ?? null,
      row.status,
      iso(row.respondedAt),
      row.declineReason,
      orders
        .map((order) => `${order.side} ${order.quantity} ${order.symbol}: ${order.status}`)
        .join('; '),
    ];
  });
  return {
    json: { suggestions: json, suitabilityChecks: checks.map(decisionOf) },
    rows,
  };
}
