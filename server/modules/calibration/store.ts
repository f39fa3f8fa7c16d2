import { desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { scoreCalibrations, type ScoreCalibrationRow } from './tables';

// The score calibrations' queries; the rules are service.ts's.

/** The adviser's latest calibration (the one in use), or none. */
export async function latestRow(orm: Orm, advisorSub: string): Promise<ScoreCalibrationRow | null> {
  const [row] = await orm
    .select()
    .from(scoreCalibrations)
    .where(eq(scoreCalibrations.advisorSub, advisorSub))
    .orderBy(desc(scoreCalibrations.id))
    .limit(1);
  return row ?? null;
}

/** Every calibration the adviser saved, newest first. */
export const historyRows = (orm: Orm, advisorSub: string): Promise<ScoreCalibrationRow[]> =>
  orm
    .select()
    .from(scoreCalibrations)
    .where(eq(scoreCalibrations.advisorSub, advisorSub))
    .orderBy(desc(scoreCalibrations.id));

export async function insertRow(
  tx: Orm,
  row: Pick<ScoreCalibrationRow, 'advisorSub' | 'weights' | 'k' | 'note' | 'createdAt'> & {
    demo?: boolean;
  },
): Promise<ScoreCalibrationRow> {
  const [inserted] = await tx.insert(scoreCalibrations).values(row).returning();
  return inserted!;
}

/** A user's name, and an investor's adviser. */
export async function profileFacts(
  orm: Orm,
  sub: string,
): Promise<{ name: string | null; advisorSub: string | null; userType: string } | null> {
  const [row] = await orm
    .select({
      name: userProfiles.name,
      advisorSub: userProfiles.advisorSub,
      userType: userProfiles.userType,
    })
    .from(userProfiles)
    .where(eq(userProfiles.sub, sub));
  return row ?? null;
}
