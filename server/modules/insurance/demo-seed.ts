import { count, eq } from 'drizzle-orm';
import type {
  NeedsInputs,
  Nominee,
  PolicyKind,
  PremiumFrequency,
} from '../../../src/features/insurance/model/contract';
import type { Database, Orm } from '../../db/database';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { addMonths } from '../../../src/features/goals/model/goal-maths';
import { insertPolicy, needsRow, saveNeedsRow } from './store';
import { insurancePolicies } from './tables';

/** The demo's policy `name` of an investor (see DEMO_POLICIES), the same id on every start. */
export const demoPolicyId = (sub: string, name: string): string =>
  demoUuid(`nivesh-demo-insurance-policy:${sub}:${name}`);

const LAKH = 1_00_000_00;
const RUPEE = 100;

interface DemoPolicy {
  /** The policy's name in demoPolicyId. */
  name: string;
  kind: PolicyKind;
  insurer: string;
  policyNumber: string;
  sumAssured: number;
  premium: number;
  frequency: PremiumFrequency;
  /** The next premium is due this many months after the day of seeding; held this many years. */
  renewalInMonths: number;
  heldYears: number;
  nominees: Nominee[];
  notes: string;
}

/**
 * What the demo investors hold. investor@ (Aarav Sharma): a ₹50 lakh term plan whose premium is
 * due in three months, a ₹5 lakh family health floater and his car's motor cover, which with
 * the needs inputs below leaves a life and a health gap for the calculator to show. sunita@ (a
 * retired client): a senior citizens' health policy. neha@ (advisor2@'s client): a term plan.
 */
export const DEMO_POLICIES: Record<string, DemoPolicy[]> = {
  'investor@example.com': [
    {
      name: 'term',
      kind: 'term_life',
      insurer: 'HDFC Life',
      policyNumber: 'DEMO-TL-48213077',
      sumAssured: 50 * LAKH,
      premium: 8_450 * RUPEE,
      frequency: 'yearly',
      renewalInMonths: 3,
      heldYears: 3,
      nominees: [
        { name: 'Riya Sharma', relation: 'Spouse', sharePct: 60 },
        { name: 'Ananya Sharma', relation: 'Daughter', sharePct: 40 },
      ],
      notes: 'Demo policy: pure term cover to age 60.',
    },
    {
      name: 'health',
      kind: 'health',
      insurer: 'Niva Bupa',
      policyNumber: 'DEMO-HF-30591846',
      sumAssured: 5 * LAKH,
      premium: 24_600 * RUPEE,
      frequency: 'yearly',
      renewalInMonths: 7,
      heldYears: 2,
      nominees: [{ name: 'Riya Sharma', relation: 'Spouse', sharePct: 100 }],
      notes: 'Demo policy: family floater for Aarav, Riya and Ananya.',
    },
    {
      name: 'motor',
      kind: 'motor',
      insurer: 'ICICI Lombard',
      policyNumber: 'DEMO-MC-77120453',
      sumAssured: 6_50_000 * RUPEE,
      premium: 14_200 * RUPEE,
      frequency: 'yearly',
      renewalInMonths: 10,
      heldYears: 1,
      nominees: [],
      notes:
        'Demo policy: comprehensive cover of the family car (sum assured: its declared value).',
    },
  ],
  'sunita@example.com': [
    {
      name: 'health',
      kind: 'health',
      insurer: 'Star Health',
      policyNumber: 'DEMO-SC-55018362',
      sumAssured: 10 * LAKH,
      premium: 42_300 * RUPEE,
      frequency: 'yearly',
      renewalInMonths: 5,
      heldYears: 4,
      nominees: [{ name: 'Rahul Kulkarni', relation: 'Son', sharePct: 100 }],
      notes: 'Demo policy: senior citizens’ health cover.',
    },
  ],
  'neha@example.com': [
    {
      name: 'term',
      kind: 'term_life',
      insurer: 'ICICI Prudential Life',
      policyNumber: 'DEMO-TL-90314528',
      sumAssured: 100 * LAKH,
      premium: 1_150 * RUPEE,
      frequency: 'monthly',
      renewalInMonths: 1,
      heldYears: 2,
      nominees: [{ name: 'Suresh Joshi', relation: 'Father', sharePct: 100 }],
      notes: 'Demo policy: term cover paid monthly.',
    },
  ],
};

/**
 * investor@'s needs calculator, saved: ₹18 lakh a year with a family of three, a home loan, and
 * 20 years until his daughter is independent; more than his ₹50 lakh term plan and ₹5 lakh
 * floater cover, so the calculator shows a gap in both.
 */
export const DEMO_NEEDS: Record<string, NeedsInputs> = {
  'investor@example.com': {
    annualIncome: 18 * LAKH,
    annualExpenses: 9 * LAKH,
    liabilities: 25 * LAKH,
    dependantYears: 20,
    existingLifeCover: 50 * LAKH,
    inflationBp: 600,
    expectedReturnBp: 800,
    age: 38,
    retirementAge: 60,
    cityTier: 1,
    familySize: 3,
    existingHealthCover: 5 * LAKH,
  },
};

/** India's calendar day of `at` (YYYY-MM-DD). */
const indianDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

const hasPolicies = async (tx: Orm, sub: string) => {
  const [row] = await tx
    .select({ n: count() })
    .from(insurancePolicies)
    .where(eq(insurancePolicies.investorSub, sub));
  return (row?.n ?? 0) > 0;
};

/**
 * Demo data (local mode, idempotent): the policies above, labelled demo (`is_demo`, "Demo
 * policy" in their notes, DEMO in their numbers), and investor@'s needs inputs. Dates follow
 * the day the seed first runs in India (premiums fall due in the months after it); an investor
 * who has any policy, or has saved needs inputs, is left alone.
 */
export async function seedInsuranceDemo(db: Database, now: Date = new Date()): Promise<void> {
  const today = indianDay(now);
  for (const [email, policies] of Object.entries(DEMO_POLICIES)) {
    const sub = demoSubOf(email);
    await db.orm.transaction(async (tx: Orm) => {
      if (await hasPolicies(tx, sub)) return;
      for (const [n, policy] of policies.entries()) {
        const renewalDate = addMonths(today, policy.renewalInMonths);
        const startDate = addMonths(renewalDate, -12 * policy.heldYears);
        // Oldest first in the list, a minute apart.
        const at = new Date(now.getTime() - (policies.length - n) * 60_000);
        await insertPolicy(
          tx,
          sub,
          {
            policyId: demoPolicyId(sub, policy.name),
            kind: policy.kind,
            insurer: policy.insurer,
            policyNumber: policy.policyNumber,
            sumAssured: policy.sumAssured,
            premium: policy.premium,
            frequency: policy.frequency,
            startDate,
            renewalDate,
            nominees: policy.nominees,
            documentIds: [],
            notes: policy.notes,
          },
          at,
          true,
        );
      }
    });
  }
  for (const [email, inputs] of Object.entries(DEMO_NEEDS)) {
    const sub = demoSubOf(email);
    await db.orm.transaction(async (tx: Orm) => {
      if (await needsRow(tx, sub)) return;
      await saveNeedsRow(tx, sub, inputs, now, true);
    });
  }
}
