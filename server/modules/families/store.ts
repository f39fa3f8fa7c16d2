import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { FamilyMemberInput } from '../../../src/features/families/model/contract';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { families, familyMembers, type FamilyRow } from './tables';

// The families' queries (issue 15, Deliver 4): the only file that touches their tables.

/** Serialises one adviser's family writes (names and memberships are checked, then written). */
export const lockAdvisor = (tx: Orm, advisorSub: string) =>
  tx
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(eq(userProfiles.sub, advisorSub))
    .for('update');

/** The adviser's families, by name. */
export const familyRows = (orm: Orm, advisorSub: string): Promise<FamilyRow[]> =>
  orm
    .select()
    .from(families)
    .where(eq(families.advisorSub, advisorSub))
    .orderBy(asc(sql`lower(${families.name})`), asc(families.familyId));

/** One of the adviser's families, or undefined (another adviser's is answered as 404). */
export async function ownFamily(
  orm: Orm,
  advisorSub: string,
  familyId: string,
): Promise<FamilyRow | undefined> {
  const [row] = await orm
    .select()
    .from(families)
    .where(and(eq(families.familyId, familyId), eq(families.advisorSub, advisorSub)));
  return row;
}

export async function familyExists(tx: Orm, familyId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: families.familyId })
    .from(families)
    .where(eq(families.familyId, familyId));
  return rows.length > 0;
}

/** Whether another of the adviser's families has this name (case and outer spaces ignored). */
export async function nameTaken(
  tx: Orm,
  advisorSub: string,
  name: string,
  exceptFamilyId?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: families.familyId })
    .from(families)
    .where(
      and(
        eq(families.advisorSub, advisorSub),
        eq(sql`lower(btrim(${families.name}))`, name.trim().toLowerCase()),
        ...(exceptFamilyId ? [ne(families.familyId, exceptFamilyId)] : []),
      ),
    );
  return rows.length > 0;
}

export interface MemberRecord {
  familyId: string;
  investorId: string;
  name: string | null;
  role: FamilyMemberInput['role'];
}

/** The members of these families, with their names. */
export async function membersOf(orm: Orm, familyIds: readonly string[]): Promise<MemberRecord[]> {
  if (familyIds.length === 0) return [];
  return orm
    .select({
      familyId: familyMembers.familyId,
      investorId: familyMembers.investorSub,
      name: userProfiles.name,
      role: familyMembers.role,
    })
    .from(familyMembers)
    .innerJoin(userProfiles, eq(userProfiles.sub, familyMembers.investorSub))
    .where(inArray(familyMembers.familyId, [...familyIds]));
}

/** Where these clients belong already, outside `exceptFamilyId`. */
export async function otherMemberships(
  tx: Orm,
  investorIds: readonly string[],
  exceptFamilyId: string,
): Promise<Array<{ investorId: string; familyName: string; advisorSub: string }>> {
  if (investorIds.length === 0) return [];
  return tx
    .select({
      investorId: familyMembers.investorSub,
      familyName: families.name,
      advisorSub: families.advisorSub,
    })
    .from(familyMembers)
    .innerJoin(families, eq(families.familyId, familyMembers.familyId))
    .where(
      and(
        inArray(familyMembers.investorSub, [...investorIds]),
        ne(familyMembers.familyId, exceptFamilyId),
      ),
    );
}

export async function insertFamily(
  tx: Orm,
  row: { familyId: string; advisorSub: string; name: string; at: Date },
): Promise<FamilyRow> {
  const [inserted] = await tx
    .insert(families)
    .values({
      familyId: row.familyId,
      advisorSub: row.advisorSub,
      name: row.name,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning();
  return inserted!;
}

export async function renameFamily(
  tx: Orm,
  familyId: string,
  name: string,
  at: Date,
): Promise<FamilyRow> {
  const [row] = await tx
    .update(families)
    .set({ name, updatedAt: at })
    .where(eq(families.familyId, familyId))
    .returning();
  return row!;
}

/** The family's members become exactly these: a kept member keeps the day they were added. */
export async function setMembers(
  tx: Orm,
  familyId: string,
  members: readonly FamilyMemberInput[],
  at: Date,
): Promise<void> {
  const ids = members.map((member) => member.investorId);
  await tx
    .delete(familyMembers)
    .where(
      and(
        eq(familyMembers.familyId, familyId),
        ...(ids.length > 0 ? [notInArray(familyMembers.investorSub, ids)] : []),
      ),
    );
  for (const member of members) {
    await tx
      .insert(familyMembers)
      .values({ familyId, investorSub: member.investorId, role: member.role, addedAt: at })
      .onConflictDoUpdate({
        target: [familyMembers.familyId, familyMembers.investorSub],
        set: { role: member.role },
      });
  }
}

export async function deleteFamily(tx: Orm, familyId: string): Promise<void> {
  // Its members go with it (ON DELETE CASCADE); the clients themselves stay.
  await tx.delete(families).where(eq(families.familyId, familyId));
}
