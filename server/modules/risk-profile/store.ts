import { desc, eq } from 'drizzle-orm';
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
