import { randomUUID } from 'node:crypto';
import {
  NAME_MAX,
  NOTES_MAX,
  TAG_MAX,
  TAGS_MAX,
  type ContactImport,
  type Duplicate,
  type ImportResult,
  type ImportRow,
  type RowError,
} from '../../../src/features/crm/model/contract';
import { findDuplicates } from '../../../src/features/crm/model/duplicates';
import { normalisePhone } from '../../../src/features/crm/model/phone';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { contactRows, insertContacts, type ContactValues } from './contacts-store';

// Importing contacts from a CSV the screen mapped (issue 17). Every row is checked field by
// field (a name; an e-mail that looks like one; a phone that is a possible number; a birthday
// YYYY-MM-DD or DD/MM/YYYY; at most 20 tags split on ; or ,). Nothing is written while a row is
// bad, unless the adviser chose `skipInvalid`; `skipRows` leaves out the rows they chose.
// `dryRun` writes nothing and answers the preview, with every row compared with the others and
// with the adviser's contacts for duplicates (model/duplicates.ts); the import itself does not
// look for them again (the adviser decided on the preview). The rows go in 500 to an INSERT
// inside the route's one transaction, so 10,000 rows take well under 5 s.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckedRow {
  /** 1-based, as the screen shows the file's data rows. */
  row: number;
  values: ContactValues | null;
  errors: RowError[];
}

function realDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** YYYY-MM-DD or DD/MM/YYYY (also DD-MM-YYYY, DD.MM.YYYY) as YYYY-MM-DD; null if not a day. */
export function parseBirthday(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (indian) return realDay(Number(indian[3]), Number(indian[2]), Number(indian[1]));
  return null;
}

/** Tags split on ; or , (trimmed, no repeats). */
export const splitTags = (text: string): string[] => {
  const seen = new Set<string>();
  return text
    .split(/[;,]/)
    .map((tag) => tag.trim())
    .filter((tag) => {
      if (tag === '' || seen.has(tag.toLowerCase())) return false;
      seen.add(tag.toLowerCase());
      return true;
    });
};

/** One row checked: its values, or its errors by field. */
export function checkRow(input: ImportRow, row: number, today: string): CheckedRow {
  const errors: RowError[] = [];
  const fail = (field: string, message: string) => errors.push({ row, field, message });
  const name = input.name?.trim() ?? '';
  if (name === '') fail('name', 'Give the name');
  else if (name.length > NAME_MAX) fail('name', `The name is at most ${NAME_MAX} characters`);
  const emailText = input.email?.trim() ?? '';
  if (emailText !== '' && (!EMAIL.test(emailText) || emailText.length > 254)) {
    fail('email', 'An e-mail address looks like name@example.com');
  }
  let phone: string | null = null;
  const phoneText = input.phone?.trim() ?? '';
  if (phoneText !== '') {
    const result = normalisePhone(phoneText);
    if (result.ok) phone = result.e164;
    else fail('phone', result.message);
  }
  let birthday: string | null = null;
  const birthdayText = input.birthday?.trim() ?? '';
  if (birthdayText !== '') {
    birthday = parseBirthday(birthdayText);
    if (birthday === null) fail('birthday', 'A birthday is YYYY-MM-DD or DD/MM/YYYY');
    else if (birthday > today) fail('birthday', 'The birthday is in the future');
  }
  const tags = splitTags(input.tags ?? '');
  if (tags.length > TAGS_MAX) fail('tags', `At most ${TAGS_MAX} tags`);
  if (tags.some((tag) => tag.length > TAG_MAX)) {
    fail('tags', `A tag is at most ${TAG_MAX} characters`);
  }
  const notes = input.notes?.trim() ?? '';
  if (notes.length > NOTES_MAX) fail('notes', `Notes are at most ${NOTES_MAX} characters`);
  if (errors.length > 0) return { row, values: null, errors };
  return {
    row,
    errors,
    values: {
      contactId: randomUUID(),
      name,
      email: emailText === '' ? null : emailText.toLowerCase(),
      phone,
      tags,
      importantDates: birthday ? [{ kind: 'birthday', date: birthday, label: null }] : [],
      familyId: null,
      householdRole: null,
      notes: notes === '' ? null : notes,
      investorSub: null,
      isDemo: false,
    },
  };
}

/** Duplicates among the rows to import, and against the adviser's contacts (file rows). */
async function duplicatesOf(
  tx: Orm,
  advisorSub: string,
  candidates: readonly CheckedRow[],
): Promise<Duplicate[]> {
  const existing = await contactRows(tx, advisorSub);
  return findDuplicates(
    candidates.map((row) => row.values!),
    existing.map((row) => ({
      contactId: row.contactId,
      name: row.name,
      email: row.email,
      phone: row.phone,
    })),
  ).map((found) => ({
    row: candidates[found.row]!.row,
    contactId: found.contactId,
    otherRow: found.otherRow === null ? null : candidates[found.otherRow]!.row,
    score: found.score,
    reasons: found.reasons,
  }));
}

/** POST /contacts/import. Throws 422 `import_invalid` when rows are bad (each error at
 * `rows.<row - 1>.<field>`, its detail "Row N: ..."; the dry run answers the same as `errors`)
 * and `skipInvalid` is not set; otherwise writes (unless `dryRun`) and answers the counts. */
export async function importContacts(
  tx: Orm,
  advisorSub: string,
  body: ContactImport,
  now: Date,
  today: string,
): Promise<ImportResult> {
  const skipRows = new Set(body.skipRows ?? []);
  const checked = body.rows.map((row, index) => checkRow(row, index + 1, today));
  const errors = checked.flatMap((row) => row.errors);
  const candidates = checked.filter((row) => row.values !== null && !skipRows.has(row.row));
  const duplicates = body.dryRun ? await duplicatesOf(tx, advisorSub, candidates) : [];
  const badRows = new Set(errors.map((error) => error.row));
  if (badRows.size > 0 && !body.skipInvalid && !body.dryRun) {
    const count = badRows.size;
    const shown = [...badRows].slice(0, 10).join(', ');
    throw new ApiError(
      422,
      'import_invalid',
      `${count} ${count === 1 ? 'row has' : 'rows have'} a problem (row${count === 1 ? '' : 's'} ` +
        `${shown}${count > 10 ? ' and more' : ''}): fix ${count === 1 ? 'it' : 'them'} or leave ` +
        'the bad rows out. Nothing was imported.',
      {},
      errors.map((error) => ({
        in: 'body',
        field: `rows.${error.row - 1}.${error.field}`,
        pointer: `#/rows/${error.row - 1}/${error.field}`,
        detail: `Row ${error.row}: ${error.message}`,
      })),
    );
  }
  const toWrite = candidates.map((row) => row.values!);
  if (!body.dryRun && toWrite.length > 0) await insertContacts(tx, advisorSub, toWrite, now);
  return {
    // A dry run answers how many would be imported.
    imported: toWrite.length,
    skipped: body.rows.length - toWrite.length,
    errors,
    duplicates,
    dryRun: body.dryRun ?? false,
  };
}
