import { desc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import {
  riskProfileOverrides,
  riskProfiles,
  type NewRiskProfileRow,
  type RiskProfileRow,
} from './tables';

export interface OverrideRow {
  category: RiskCategoryId;
  reason: string;
  advisorSub: string;
  advisorName: string | null;
  createdAt: Date;
}

export async function insertRiskProfile(tx: Orm, row: NewRiskProfileRow): Promise<RiskProfileRow> {
  const [stored] = await tx.insert(riskProfiles).values(row).returning();
  if (!stored) throw new Error('the risk profile was not stored');
  return stored;
}

/** The investor's profile: their latest questionnaire. */
export async function selectLatestProfile(
  orm: Orm,
  investorSub: string,
): Promise<RiskProfileRow | undefined> {
  const [row] = await orm
    .select()
    .from(riskProfiles)
    .where(eq(riskProfiles.investorSub, investorSub))
    .orderBy(desc(riskProfiles.id))
    .limit(1);
  return row;
}

export async function insertOverride(
  tx: Orm,
  override: {
    profileId: number;
    advisorSub: string;
    category: RiskCategoryId;
    reason: string;
    /** Now, unless the demo seed dates it. */
    createdAt?: Date;
  },
): Promise<void> {
  await tx.insert(riskProfileOverrides).values(override);
}

/** The latest override of a profile, with the adviser's name. */
export async function selectLatestOverride(
  orm: Orm,
  profileId: number,
): Promise<OverrideRow | undefined> {
  const [row] = await orm
    .select({
      category: riskProfileOverrides.category,
      reason: riskProfileOverrides.reason,
      advisorSub: riskProfileOverrides.advisorSub,
      advisorName: userProfiles.name,
      createdAt: riskProfileOverrides.createdAt,
    })
    .from(riskProfileOverrides)
    .innerJoin(userProfiles, eq(userProfiles.sub, riskProfileOverrides.advisorSub))
    .where(eq(riskProfileOverrides.profileId, profileId))
    .orderBy(desc(riskProfileOverrides.id))
    .limit(1);
  return row;
}

/**
 * The category in force of each investor: their latest risk profile's, or its latest adviser
 * override's (as latestRiskProfileOf in server/modules/risk-profile/service.ts). Absent: none.
 */
export async function categoriesInForce(
  orm: Orm,
  subs: readonly string[],
): Promise<Map<string, RiskCategoryId>> {
  if (subs.length === 0) return new Map();
  const profiles = await orm
    .selectDistinctOn([riskProfiles.investorSub], {
      sub: riskProfiles.investorSub,
      id: riskProfiles.id,
      category: riskProfiles.category,
    })
    .from(riskProfiles)
    .where(inArray(riskProfiles.investorSub, [...subs]))
    .orderBy(riskProfiles.investorSub, desc(riskProfiles.id));
  const overrides =
    profiles.length === 0
      ? []
      : await orm
          .selectDistinctOn([riskProfileOverrides.profileId], {
            profileId: riskProfileOverrides.profileId,
            category: riskProfileOverrides.category,
          })
          .from(riskProfileOverrides)
          .where(
            inArray(
              riskProfileOverrides.profileId,
              profiles.map((row) => row.id),
            ),
          )
          .orderBy(riskProfileOverrides.profileId, desc(riskProfileOverrides.id));
  const overridden = new Map(overrides.map((row) => [row.profileId, row.category]));
  return new Map(profiles.map((row) => [row.sub, overridden.get(row.id) ?? row.category]));
}
