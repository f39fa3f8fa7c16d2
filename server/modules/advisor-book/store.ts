import { and, desc, eq, lt } from 'drizzle-orm';
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

export async function insertNote(
  tx: Orm,
  note: { advisorSub: string; investorSub: string; body: string },
): Promise<NoteRow> {
  const [row] = await tx.insert(clientNotes).values(note).returning({ id: clientNotes.id });
  if (!row) throw new Error('the note was not stored');
  const [stored] = await selectNotes(tx, note.advisorSub, note.investorSub, 1, row.id + 1);
  if (!stored) throw new Error('the stored note cannot be read back');
  return stored;
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
