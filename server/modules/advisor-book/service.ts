import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { investorOf, type Profile } from '../../services/profiles';
import { insertOwnClientNote, selectNotes, type NoteRow } from './store';

export const noteView = (row: NoteRow) => ({
  noteId: String(row.id),
  investorId: row.investorSub,
  text: row.body,
  createdAt: row.createdAt.toISOString(),
  author: { id: row.authorSub, name: row.authorName },
});

/** Only the adviser's own clients: anyone else's id is answered as not found. */
async function ownClient(orm: Orm, advisor: Profile, investorId: string): Promise<Profile> {
  const investor = await investorOf(orm, advisor, investorId);
  if (!investor) throw new ApiError(404, 'not_found', 'No such investor among yours');
  return investor;
}

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
  const investor = await ownClient(orm, advisor, investorId);
  const before = page.before === undefined ? undefined : Number(page.before);
  const rows = await selectNotes(orm, advisor.sub, investor.sub, page.limit, before);
  return { notes: rows.map(noteView) };
}
