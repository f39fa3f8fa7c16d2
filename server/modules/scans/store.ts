import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { SavedScan } from '../../../src/features/scans/model/contract';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import { savedScans, type SavedScanRow } from './tables';

// The saved scans table's queries; the rules are service.ts's.

export const notFound = () => new ApiError(404, 'not_found', 'No such saved scan in this account');

/**
 * Serialises one user's saves (the 50-scan limit, unique names) across concurrent requests on
 * PostgreSQL; PGlite runs one transaction at a time anyway.
 */
export const lockOwner = (tx: Orm, sub: string) =>
  tx
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(eq(userProfiles.sub, sub))
    .for('update');

export const scanRows = (orm: Orm, sub: string): Promise<SavedScanRow[]> =>
  orm
    .select()
    .from(savedScans)
    .where(eq(savedScans.ownerSub, sub))
    .orderBy(asc(savedScans.createdAt), asc(savedScans.id));

export async function scanCount(tx: Orm, sub: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(savedScans)
    .where(eq(savedScans.ownerSub, sub));
  return row?.n ?? 0;
}

/** The caller's scan, locked for the write; another user's, or none, is 404. */
export async function ownScan(tx: Orm, sub: string, id: string): Promise<SavedScanRow> {
  const [row] = await tx
    .select()
    .from(savedScans)
    .where(and(eq(savedScans.id, id), eq(savedScans.ownerSub, sub)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Whether another of the user's scans has this name, ignoring case. */
export async function nameTaken(tx: Orm, sub: string, name: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: savedScans.id })
    .from(savedScans)
    .where(
      and(
        eq(savedScans.ownerSub, sub),
        sql`lower(${savedScans.name}) = lower(${name})`,
        ne(savedScans.id, id),
      ),
    );
  return row !== undefined;
}

export async function idTaken(tx: Orm, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: savedScans.id })
    .from(savedScans)
    .where(eq(savedScans.id, id));
  return row !== undefined;
}

export const answerOf = (row: SavedScanRow): SavedScan => ({
  id: row.id,
  name: row.name,
  expression: row.expression,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastRun: row.lastRun ?? null,
  newSymbols: row.newSymbols,
});
