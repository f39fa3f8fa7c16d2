import { asc, eq, max } from 'drizzle-orm';
import {
  DEFAULT_GOAL_ASSUMPTIONS,
  defaultAssumptionRows,
  FALLBACK_CATEGORY,
  type GoalAssumption,
} from '../../../src/domain/goal-assumptions';
import { categoryRank, type RiskCategoryId } from '../../../src/domain/risk-categories';
import type {
  GoalAssumptions,
  GoalAssumptionsUpdate,
  GoalAssumptionTable,
} from '../../../src/features/goals/model/contract';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError, type FieldError } from '../../errors';
import { latestRiskProfileOf } from '../risk-profile/service';
import { goalAssumptions } from './tables';

// The expected return and volatility each risk category's plan assumes (issue 13, Deliver 2):
// the documented defaults (src/domain/goal-assumptions.ts), or the investor's adviser's own
// table, which applies to all their investors.

const DEFAULTS: GoalAssumptionTable = {
  source: 'default',
  adviserName: null,
  updatedAt: null,
  rows: defaultAssumptionRows(),
};

/** The adviser's table, or the defaults when they have not written one. */
export async function adviserAssumptions(
  orm: Orm,
  advisorSub: string,
): Promise<GoalAssumptionTable> {
  const rows = await orm
    .select()
    .from(goalAssumptions)
    .where(eq(goalAssumptions.advisorSub, advisorSub))
    .orderBy(asc(goalAssumptions.category));
  if (rows.length === 0) return DEFAULTS;
  const [adviser] = await orm
    .select({ name: userProfiles.name })
    .from(userProfiles)
    .where(eq(userProfiles.sub, advisorSub));
  // A table is written whole (all five rows at once); a category missing would keep its default.
  const byCategory = new Map<RiskCategoryId, GoalAssumption>(
    rows.map((row) => [
      row.category,
      {
        category: row.category,
        expectedReturnBp: row.expectedReturnBp,
        volatilityBp: row.volatilityBp,
      },
    ]),
  );
  const updatedAt = rows.reduce(
    (latest, row) => (row.updatedAt > latest ? row.updatedAt : latest),
    rows[0]!.updatedAt,
  );
  return {
    source: 'adviser',
    adviserName: adviser?.name ?? null,
    updatedAt: updatedAt.toISOString(),
    rows: defaultAssumptionRows().map((row) => byCategory.get(row.category) ?? row),
  };
}

/**
 * The table an investor's plans use (their adviser's, else the defaults) and the category whose
 * row applies: their risk profile's, or FALLBACK_CATEGORY, said so, before they have one.
 */
export async function investorAssumptions(orm: Orm, investorSub: string): Promise<GoalAssumptions> {
  const [profile] = await orm
    .select({ advisorSub: userProfiles.advisorSub })
    .from(userProfiles)
    .where(eq(userProfiles.sub, investorSub));
  const table = profile?.advisorSub ? await adviserAssumptions(orm, profile.advisorSub) : DEFAULTS;
  const risk = await latestRiskProfileOf(orm, investorSub);
  return {
    ...table,
    category: risk?.category ?? FALLBACK_CATEGORY,
    assumedCategory: risk === null,
  };
}

/** One category's row of a table (the defaults' when the table lacks it). */
export const assumptionOf = (
  table: GoalAssumptionTable,
  category: RiskCategoryId,
): GoalAssumption =>
  table.rows.find((row) => row.category === category) ?? DEFAULT_GOAL_ASSUMPTIONS[category];

/** Each category exactly once, else 400 naming the repeated row. */
function checkCategories(rows: GoalAssumptionsUpdate['rows']): void {
  const seen = new Set<RiskCategoryId>();
  const errors: FieldError[] = [];
  rows.forEach((row, index) => {
    if (seen.has(row.category)) {
      errors.push({
        in: 'body',
        field: `rows.${index}.category`,
        pointer: `#/rows/${index}/category`,
        detail: `The category ${row.category} has two rows: give each category one`,
      });
    }
    seen.add(row.category);
  });
  if (errors.length === 0) return;
  const named = errors.map((error) => `${error.field}: ${error.detail}`).join('; ');
  throw new ApiError(400, 'invalid_body', named, {}, errors);
}

/** Replaces the adviser's whole table; the same body twice leaves the same table. */
export async function setAdviserAssumptions(
  tx: Orm,
  advisorSub: string,
  body: GoalAssumptionsUpdate,
  now: Date,
): Promise<GoalAssumptionTable> {
  checkCategories(body.rows);
  const rows = [...body.rows].sort((a, b) => categoryRank(a.category) - categoryRank(b.category));
  const before = await tx
    .select()
    .from(goalAssumptions)
    .where(eq(goalAssumptions.advisorSub, advisorSub));
  const same = (row: GoalAssumption) =>
    before.some(
      (old) =>
        old.category === row.category &&
        old.expectedReturnBp === row.expectedReturnBp &&
        old.volatilityBp === row.volatilityBp,
    );
  // The same table again (a replay) keeps the time it was last changed.
  if (before.length === rows.length && rows.every(same)) return adviserAssumptions(tx, advisorSub);
  await tx.delete(goalAssumptions).where(eq(goalAssumptions.advisorSub, advisorSub));
  await tx.insert(goalAssumptions).values(
    rows.map((row) => ({
      advisorSub,
      category: row.category,
      expectedReturnBp: row.expectedReturnBp,
      volatilityBp: row.volatilityBp,
      updatedAt: now,
    })),
  );
  return adviserAssumptions(tx, advisorSub);
}

/** Whether the adviser has a table of their own (the demo seed leaves one alone). */
export async function hasAdviserTable(orm: Orm, advisorSub: string): Promise<boolean> {
  const [row] = await orm
    .select({ at: max(goalAssumptions.updatedAt) })
    .from(goalAssumptions)
    .where(eq(goalAssumptions.advisorSub, advisorSub));
  return Boolean(row?.at);
}
