import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { NeedsInputs } from '../../../src/features/insurance/model/contract';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { investorDocuments } from '../documents/tables';
import { insuranceNeeds, insurancePolicies, type NeedsRow, type PolicyRow } from './tables';

// The insurance tables' queries (issue 18, Deliver 3): the only file that touches them, besides
// the calendar's read of renewal dates. The rules are service.ts's.

export type PolicyValues = Omit<PolicyRow, 'investorSub' | 'createdAt' | 'updatedAt' | 'isDemo'>;

/** Serialises one investor's insurance writes (the policy limit) across concurrent requests. */
export const lockOwner = (tx: Orm, sub: string) =>
  tx
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(eq(userProfiles.sub, sub))
    .for('update');

/** The investor's policies, oldest first. */
export const policyRows = (orm: Orm, sub: string): Promise<PolicyRow[]> =>
  orm
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.investorSub, sub))
    .orderBy(asc(insurancePolicies.createdAt), asc(insurancePolicies.policyId));

export async function policyCount(tx: Orm, sub: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(insurancePolicies)
    .where(eq(insurancePolicies.investorSub, sub));
  return row?.n ?? 0;
}

/** A policy by its id, whoever holds it (a create checks whether its id is taken). */
export async function policyById(tx: Orm, policyId: string): Promise<PolicyRow | undefined> {
  const [row] = await tx
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.policyId, policyId));
  return row;
}

/** The investor's policy, or undefined (another's is as unknown as none). `lock` for a write. */
export async function ownPolicy(
  orm: Orm,
  sub: string,
  policyId: string,
  lock = false,
): Promise<PolicyRow | undefined> {
  const query = orm
    .select()
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.policyId, policyId), eq(insurancePolicies.investorSub, sub)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPolicy(
  tx: Orm,
  sub: string,
  values: PolicyValues,
  at: Date,
  isDemo = false,
): Promise<PolicyRow> {
  const [row] = await tx
    .insert(insurancePolicies)
    .values({ ...values, investorSub: sub, isDemo, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function replacePolicy(
  tx: Orm,
  policyId: string,
  values: Omit<PolicyValues, 'policyId'>,
  at: Date,
): Promise<PolicyRow> {
  const [row] = await tx
    .update(insurancePolicies)
    .set({ ...values, updatedAt: at })
    .where(eq(insurancePolicies.policyId, policyId))
    .returning();
  return row!;
}

export async function deletePolicy(tx: Orm, policyId: string): Promise<void> {
  await tx.delete(insurancePolicies).where(eq(insurancePolicies.policyId, policyId));
}

export async function needsRow(orm: Orm, sub: string): Promise<NeedsRow | undefined> {
  const [row] = await orm.select().from(insuranceNeeds).where(eq(insuranceNeeds.investorSub, sub));
  return row;
}

/** The investor's needs inputs become these (a replay leaves the same). */
export async function saveNeedsRow(
  tx: Orm,
  sub: string,
  inputs: NeedsInputs,
  at: Date,
  isDemo = false,
): Promise<NeedsRow> {
  const [row] = await tx
    .insert(insuranceNeeds)
    .values({ investorSub: sub, inputs, isDemo, updatedAt: at })
    .onConflictDoUpdate({
      target: insuranceNeeds.investorSub,
      set: { inputs, isDemo, updatedAt: at },
    })
    .returning();
  return row!;
}

/** Which of these document ids are the investor's own investor_documents. */
export async function ownDocumentIds(
  orm: Orm,
  sub: string,
  documentIds: readonly string[],
): Promise<Set<string>> {
  if (documentIds.length === 0) return new Set();
  const rows = await orm
    .select({ id: investorDocuments.id })
    .from(investorDocuments)
    .where(
      and(eq(investorDocuments.investorSub, sub), inArray(investorDocuments.id, [...documentIds])),
    );
  return new Set(rows.map((row) => row.id));
}

/** An erased account's policies and needs inputs (server/modules/account/deletion.ts). */
export async function eraseInsuranceOf(tx: Orm, sub: string): Promise<void> {
  await tx.delete(insurancePolicies).where(eq(insurancePolicies.investorSub, sub));
  await tx.delete(insuranceNeeds).where(eq(insuranceNeeds.investorSub, sub));
}
