import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { clientNotes, userProfiles } from '../../db/schema';

export interface NoteRow {
  id: number;
  investorSub: string;
  body: string;
  createdAt: Date;
  authorSub: string;
  authorName: string | null;
}

const columns = {
  id: clientNotes.id,
  investorSub: clientNotes.investorSub,
  body: clientNotes.body,
  createdAt: clientNotes.createdAt,
  authorSub: clientNotes.advisorSub,
  authorName: userProfiles.name,
};

/**
 * Stores a note only on one of the adviser's own clients, in one statement (INSERT ... SELECT
 * over the ownership rule): undefined when the investor is not theirs.
 */
export async function insertOwnClientNote(
  tx: Orm,
  note: { advisorSub: string; investorSub: string; body: string },
): Promise<Omit<NoteRow, 'authorName'> | undefined> {
  // Raw SQL: drizzle's INSERT ... SELECT wants every column, the id and the time included.
  const result = await tx.execute(sql`
    INSERT INTO ${clientNotes} (advisor_sub, investor_sub, body)
    SELECT ${note.advisorSub}, ${userProfiles.sub}, ${note.body}
    FROM ${userProfiles}
    WHERE ${userProfiles.sub} = ${note.investorSub}
      AND ${userProfiles.advisorSub} = ${note.advisorSub}
    RETURNING id, investor_sub, body, created_at, advisor_sub`);
  const [row] = (result as { rows: InsertedNote[] }).rows;
  return (
    row && {
      id: Number(row.id),
      investorSub: row.investor_sub,
      body: row.body,
      // PGlite gives a Date, node-postgres under drizzle the text.
      createdAt: new Date(row.created_at),
      authorSub: row.advisor_sub,
    }
  );
}

interface InsertedNote {
  id: number | string;
  investor_sub: string;
  body: string;
  created_at: Date | string;
  advisor_sub: string;
}

export function selectNotes(
  orm: Orm,
  advisorSub: string,
  investorSub: string,
  limit: number,
  before?: number,
): Promise<NoteRow[]> {
  const whose = and(
    eq(clientNotes.advisorSub, advisorSub),
    eq(clientNotes.investorSub, investorSub),
  );
  return orm
    .select(columns)
    .from(clientNotes)
    .innerJoin(userProfiles, eq(userProfiles.sub, clientNotes.advisorSub))
    .where(before === undefined ? whose : and(whose, lt(clientNotes.id, before)))
    .orderBy(desc(clientNotes.id))
    .limit(limit);
}
