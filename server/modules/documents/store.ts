import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import {
  investorDocuments,
  KYC_DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentRow,
} from './tables';

export type NewDocumentRow = typeof investorDocuments.$inferInsert;

export async function insertDocument(tx: Orm, row: NewDocumentRow): Promise<DocumentRow> {
  const [stored] = await tx.insert(investorDocuments).values(row).returning();
  if (!stored) throw new Error('the document record was not stored');
  return stored;
}

/**
 * The current KYC document of each kind (the newest PAN card and address proof; older ones stay
 * for the record), in kind order. Never a policy document: the KYC module, the journey and the
 * adviser's verification queue read the KYC documents through this.
 */
export function latestDocumentsOf(orm: Orm, investorSub: string): Promise<DocumentRow[]> {
  return orm
    .selectDistinctOn([investorDocuments.kind])
    .from(investorDocuments)
    .where(
      and(
        eq(investorDocuments.investorSub, investorSub),
        inArray(investorDocuments.kind, [...KYC_DOCUMENT_KINDS]),
      ),
    )
    .orderBy(asc(investorDocuments.kind), desc(investorDocuments.uploadedAt));
}

/** Every policy document of the investor (each upload stays current), newest first. */
export function policyDocumentsOf(orm: Orm, investorSub: string): Promise<DocumentRow[]> {
  return orm
    .select()
    .from(investorDocuments)
    .where(
      and(eq(investorDocuments.investorSub, investorSub), eq(investorDocuments.kind, 'policy')),
    )
    .orderBy(desc(investorDocuments.uploadedAt), asc(investorDocuments.id));
}

export async function documentById(orm: Orm, id: string): Promise<DocumentRow | undefined> {
  const [row] = await orm.select().from(investorDocuments).where(eq(investorDocuments.id, id));
  return row;
}

/**
 * Deletes the investor's documents of these kinds (all kinds without any) and answers the
 * storage keys no remaining row of theirs uses: keys are content-addressed per investor, so the
 * same file kept as a KYC document must keep its bytes.
 */
export async function deleteDocumentsOf(
  tx: Orm,
  investorSub: string,
  kinds?: readonly DocumentKind[],
): Promise<string[]> {
  const mine = eq(investorDocuments.investorSub, investorSub);
  const deleted = await tx
    .delete(investorDocuments)
    .where(kinds ? and(mine, inArray(investorDocuments.kind, [...kinds])) : mine)
    .returning({ key: investorDocuments.storageKey });
  const kept = new Set(
    (
      await tx.select({ key: investorDocuments.storageKey }).from(investorDocuments).where(mine)
    ).map((row) => row.key),
  );
  return [...new Set(deleted.map((row) => row.key))].filter((key) => !kept.has(key));
}
