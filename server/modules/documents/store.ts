import { asc, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { investorDocuments, type DocumentRow } from './tables';

export type NewDocumentRow = typeof investorDocuments.$inferInsert;

export async function insertDocument(tx: Orm, row: NewDocumentRow): Promise<DocumentRow> {
  const [stored] = await tx.insert(investorDocuments).values(row).returning();
  if (!stored) throw new Error('the document record was not stored');
  return stored;
}

/**
 * The current document of each kind (the newest upload; older ones stay for the record), in
 * kind order. The KYC module and the adviser's verification queue read them through this.
 */
export function latestDocumentsOf(orm: Orm, investorSub: string): Promise<DocumentRow[]> {
  return orm
    .selectDistinctOn([investorDocuments.kind])
    .from(investorDocuments)
    .where(eq(investorDocuments.investorSub, investorSub))
    .orderBy(asc(investorDocuments.kind), desc(investorDocuments.uploadedAt));
}

export async function documentById(orm: Orm, id: string): Promise<DocumentRow | undefined> {
  const [row] = await orm.select().from(investorDocuments).where(eq(investorDocuments.id, id));
  return row;
}
