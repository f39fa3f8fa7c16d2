import type { FamilyRole } from '../../../src/features/families/model/contract';
import type { Database, Orm } from '../../db/database';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { families, familyMembers } from './tables';

/** The demo family's fixed id, so every start finds it. */
export const DEMO_FAMILY_ID = 'de300000-0000-4000-8000-0000000f0001';

const DEMO_MEMBERS: ReadonlyArray<{ email: string; role: FamilyRole }> = [
  { email: 'investor@example.com', role: 'head' },
  { email: 'sunita@example.com', role: 'parent' },
];

/**
 * Demo data of the family office (local mode, idempotent): advisor@'s "Sharma household" of
 * investor@ (Aarav Sharma, head) and sunita@ (Sunita Kulkarni, parent), both with paper accounts
 * and holdings. kyc@, process@, riskprofile@ and broker@ stay in no family (the browser test
 * groups two of them). Made only when missing: a family the adviser changed is left as it is,
 * and one whose name or members the adviser has used elsewhere is not made.
 */
export async function seedFamiliesDemo(db: Database): Promise<void> {
  const now = new Date();
  await db.orm.transaction(async (tx: Orm) => {
    const made = await tx
      .insert(families)
      .values({
        familyId: DEMO_FAMILY_ID,
        advisorSub: demoSubOf('advisor@example.com'),
        name: 'Sharma household',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ familyId: families.familyId });
    if (made.length === 0) return;
    for (const member of DEMO_MEMBERS) {
      await tx
        .insert(familyMembers)
        .values({
          familyId: DEMO_FAMILY_ID,
          investorSub: demoSubOf(member.email),
          role: member.role,
          addedAt: now,
        })
        .onConflictDoNothing();
    }
  });
}
