import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { ownClientOf, type Profile } from '../../services/profiles';
import { insertOwnClientNote, selectNotes, type NoteRow } from './store';

export const noteView = (row: NoteRow) => ({
  noteId: String(row.id),
  investorId: row.investorSub,
  text: row.body,
  createdAt: row.createdAt.toISOString(),
  author: { id: row.authorSub, name: row.authorName },
});

export async function addNote(tx: Orm, advisor: Profile, investorId: string, text: string) {
  const row = await insertOwnClientNote(tx, {
    advisorSub: advisor.sub,
    investorSub: investorId,
    body: text,
  });
  if (!row) throw new ApiError(404, 'not_found', 'No such investor among yours');
  return noteView({ ...row, authorName: advisor.name });
}

export async function listNotes(
  orm: Orm,
  advisor: Profile,
  investorId: string,
  page: { limit: number; before?: string | undefined },
) {
  const investor = await ownClientOf(orm, advisor, investorId);
  const before = page.before === undefined ? undefined : Number(page.before);
  const rows = await selectNotes(orm, advisor.sub, investor.sub, page.limit, before);
  return { notes: rows.map(noteView) };
}
