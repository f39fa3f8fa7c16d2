import { eq } from 'drizzle-orm';
import {
  MAX_SAVED_SCANS,
  type CreateScan,
  type SavedScan,
  type SavedScanList,
  type UpdateScan,
} from '../../../src/features/scans/model/contract';
import { parsedScan } from '../../archive/read/scan';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { runOnSave } from './run';
import { answerOf, idTaken, lockOwner, nameTaken, ownScan, scanCount, scanRows } from './store';
import { savedScans } from './tables';

// Saved scans (issue 14, Deliver 2) of one user, investor or adviser: only they see or change
// theirs (anyone else's is 404). Each save checks the scan (400 invalid_scan with the position)
// and runs it, so the list shows its matches at once.

export async function scansOf(orm: Orm, sub: string): Promise<SavedScanList> {
  return { scans: (await scanRows(orm, sub)).map(answerOf) };
}

async function checkName(tx: Orm, sub: string, name: string, id: string): Promise<void> {
  if (!(await nameTaken(tx, sub, name, id))) return;
  const detail = `You have a scan named ${name} already: choose another name`;
  throw new ApiError(409, 'name_taken', detail, {}, [
    { in: 'body', field: 'name', pointer: '#/name', detail },
  ]);
}

export async function createScan(
  tx: Orm,
  root: Orm,
  sub: string,
  body: CreateScan,
  now: Date,
): Promise<SavedScan> {
  const scan = parsedScan(body.expression);
  await lockOwner(tx, sub);
  if ((await scanCount(tx, sub)) >= MAX_SAVED_SCANS) {
    throw new ApiError(
      409,
      'scan_limit',
      `You have ${MAX_SAVED_SCANS} saved scans, the most there can be: delete one to save another`,
    );
  }
  await checkName(tx, sub, body.name, body.id);
  if (await idTaken(tx, body.id)) {
    throw new ApiError(409, 'scan_exists', 'A saved scan with this id exists already');
  }
  const lastRun = await runOnSave(root, tx, scan);
  const [row] = await tx
    .insert(savedScans)
    .values({
      id: body.id,
      ownerSub: sub,
      name: body.name,
      expression: scan.expression,
      createdAt: now,
      updatedAt: now,
      lastRun,
      newSymbols: [],
    })
    .returning();
  return answerOf(row!);
}

/** Renames and/or changes the scan; a changed scan runs again and has nothing new to show. */
export async function updateScan(
  tx: Orm,
  root: Orm,
  sub: string,
  id: string,
  body: UpdateScan,
  now: Date,
): Promise<SavedScan> {
  const scan = parsedScan(body.expression);
  await lockOwner(tx, sub);
  const row = await ownScan(tx, sub, id);
  await checkName(tx, sub, body.name, id);
  const changed = scan.expression !== row.expression;
  const [updated] = await tx
    .update(savedScans)
    .set({
      name: body.name,
      updatedAt: now,
      ...(changed && {
        expression: scan.expression,
        lastRun: await runOnSave(root, tx, scan),
        newSymbols: [],
      }),
    })
    .where(eq(savedScans.id, id))
    .returning();
  return answerOf(updated!);
}

export async function deleteScan(tx: Orm, sub: string, id: string): Promise<string> {
  const row = await ownScan(tx, sub, id);
  await tx.delete(savedScans).where(eq(savedScans.id, id));
  return row.name;
}

/** The user has seen the new matches: the badge goes (a replay changes nothing). */
export async function markScanSeen(tx: Orm, sub: string, id: string): Promise<SavedScan> {
  await ownScan(tx, sub, id);
  const [row] = await tx
    .update(savedScans)
    .set({ newSymbols: [] })
    .where(eq(savedScans.id, id))
    .returning();
  return answerOf(row!);
}
