import type { Database } from '../../../../server/db/database';
import { familyMembers, families } from '../../../../server/modules/families/tables';
import { demoUuid } from '../../../../server/services/demo-ids';
import { CALLERS } from './callers';
import { firstClientOf } from './research-records';

// Families (issue 15) that routes name by `:familyId`, seeded by the harness itself like its
// research records: for each adviser caller (own and other) a family of their first client, and
// an empty one that the matrix's DELETE removes (so it does not take the first from the others).

export const harnessFamilyId = (advisorSub: string, which: 'main' | 'delete' = 'main'): string =>
  demoUuid(`nivesh-harness-family:${which}:${advisorSub}`);

export async function seedHarnessFamilies(db: Database): Promise<void> {
  for (const adviser of [CALLERS.A.own, CALLERS.A.other]) {
    for (const which of ['main', 'delete'] as const) {
      await db.orm
        .insert(families)
        .values({
          familyId: harnessFamilyId(adviser.sub, which),
          advisorSub: adviser.sub,
          name: `Harness family (${which})`,
        })
        .onConflictDoNothing();
    }
    await db.orm
      .insert(familyMembers)
      .values({
        familyId: harnessFamilyId(adviser.sub),
        investorSub: firstClientOf(adviser.sub).sub,
        role: 'head',
      })
      .onConflictDoNothing();
  }
}
