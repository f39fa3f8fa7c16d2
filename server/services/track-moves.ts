import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { userProfiles } from '../db/schema';
import type { Track } from './tracks';

/**
 * Moves an investor along the onboarding journey (server/services/tracks.ts): only from one of
 * the tracks given, so a frozen account or a step done out of order is never moved by accident.
 * Runs on the write's transaction. Answers whether the track changed.
 */
export async function moveTrack(
  tx: Orm,
  sub: string,
  from: readonly Track[],
  to: Track,
): Promise<boolean> {
  if (from.length === 0) return false;
  const moved = await tx
    .update(userProfiles)
    .set({ track: to, updatedAt: sql`now()` })
    .where(and(eq(userProfiles.sub, sub), inArray(userProfiles.track, [...from])))
    .returning({ sub: userProfiles.sub });
  return moved.length > 0;
}
