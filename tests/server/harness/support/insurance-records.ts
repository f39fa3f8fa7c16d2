import type { Database } from '../../../../server/db/database';
import { insurancePolicies } from '../../../../server/modules/insurance/tables';
import { demoUuid } from '../../../../server/services/demo-ids';
import { CALLERS } from './callers';

// Insurance policies (issue 18) that routes name by `:policyId`, seeded by the harness itself
// like its families: for each investor caller (own and other) a policy the matrix's PUT changes,
// and one its DELETE removes (so the delete does not take the first from the other routes).

export const harnessPolicyId = (investorSub: string, which: 'main' | 'delete' = 'main'): string =>
  demoUuid(`nivesh-harness-insurance-policy:${which}:${investorSub}`);

export async function seedHarnessInsurance(db: Database): Promise<void> {
  const at = new Date();
  for (const investor of [CALLERS.I.own, CALLERS.I.other]) {
    for (const which of ['main', 'delete'] as const) {
      await db.orm
        .insert(insurancePolicies)
        .values({
          policyId: harnessPolicyId(investor.sub, which),
          investorSub: investor.sub,
          kind: 'health',
          insurer: `Harness insurer (${which})`,
          sumAssured: 5_00_000_00,
          premium: 20_000_00,
          frequency: 'yearly',
          startDate: '2025-04-01',
          renewalDate: '2026-04-01',
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing();
    }
  }
}
