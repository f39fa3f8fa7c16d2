import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { crmContacts } from '../../../server/modules/crm/tables';
import {
  contactListSchema,
  contactSchema,
  importResultSchema,
  type ImportRow,
} from '../../../src/features/crm/model/contract';
import { as, json, write } from '../support/demo-world';
import { startGatewayApp, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs, tempDir } from '../support/test-server';

// Importing contacts over HTTP on the real server and database (issue 17, Deliver 4): every
// row checked by field, nothing written while a row is bad (unless the adviser skips the bad
// rows), a dry run that writes nothing, and duplicates found within the file and against the
// adviser's contacts by e-mail, phone (however it is written) and a similar name.

const ADVISER: DemoEmail = 'advisor@example.com';
const OTHER_ADVISER: DemoEmail = 'advisor2@example.com';
const INVESTOR: DemoEmail = 'investor@example.com';
const CONTACTS = '/api/advisor/crm/contacts';
const IMPORT = `${CONTACTS}/import`;

let app: GatewayApp;
let db: Database;

beforeAll(async () => {
  app = await startGatewayApp({
    dataDir: await tempDir('crm-import'),
    jobs: false,
    beforeListen: [
      (opened) => {
        db = opened;
        return Promise.resolve();
      },
    ],
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const FIRST = [
  'Aarav',
  'Diya',
  'Kabir',
  'Meera',
  'Rohan',
  'Sana',
  'Vikram',
  'Zoya',
  'Nikhil',
  'Pallavi',
];
const LAST = ['Sharma', 'Iyer', 'Khan', 'Das', 'Pillai', 'Gill', 'Joshi', 'Reddy', 'Bose', 'Mehta'];

/** Row i: a distinct person (own e-mail and phone), phones written several ways. */
const personRow = (i: number): ImportRow => ({
  name: `${FIRST[i % 10]} ${String.fromCharCode(65 + (Math.floor(i / 100) % 26))} ${LAST[Math.floor(i / 10) % 10]}`,
  email: `person${i}@example.com`,
  phone: i % 2 === 0 ? `98${String(i).padStart(8, '0')}` : `+91 97${String(i).padStart(8, '0')}`,
  tags: i % 3 === 0 ? 'Seminar; NRI' : 'Referral',
  birthday: i % 4 === 0 ? '21/03/1984' : '',
  notes: '',
});

const countOf = async (email: DemoEmail) =>
  (
    await db.orm
      .select({ id: crmContacts.contactId })
      .from(crmContacts)
      .where(eq(crmContacts.advisorSub, demoSubOf(email)))
  ).length;

const send = (body: Record<string, unknown>, email: DemoEmail = ADVISER) =>
  write(app, email, 'POST', IMPORT, body);

describe('importing 1,000 rows with 3 bad ones', () => {
  const rows = Array.from({ length: 1000 }, (_, i) => personRow(i));
  rows[9] = { ...rows[9]!, name: '  ' };
  rows[499] = { ...rows[499]!, email: 'person499 at example.com' };
  rows[899] = { ...rows[899]!, phone: '12345', birthday: '31/02/1990' };

  it('imports nothing and names the 3 rows, by field', async () => {
    const problem = await expectErrorBody(await send({ rows }), 422, 'import_invalid');
    expect(problem.detail).toMatch(/3 rows have a problem \(rows 10, 500, 900\)/);
    expect(problem.detail).toMatch(/Nothing was imported/);
    expect(problem.errors?.map((error) => error.field)).toEqual([
      'rows.9.name',
      'rows.499.email',
      'rows.899.phone',
      'rows.899.birthday',
    ]);
    expect(problem.errors?.[0]?.detail).toBe('Row 10: Give the name');
    expect(await countOf(ADVISER)).toBe(0);
  });

  it('writes nothing on a dry run, and answers the preview', async () => {
    const preview = importResultSchema.parse(await json(await send({ rows, dryRun: true }), 200));
    expect(preview).toMatchObject({ dryRun: true, imported: 997, skipped: 3, duplicates: [] });
    expect(preview.errors).toHaveLength(4);
    expect(await countOf(ADVISER)).toBe(0);
  });

  it('imports the 997 good rows when told to skip the bad ones', async () => {
    const result = importResultSchema.parse(
      await json(await send({ rows, skipInvalid: true }), 200),
    );
    expect(result).toMatchObject({ dryRun: false, imported: 997, skipped: 3 });
    expect(await countOf(ADVISER)).toBe(997);
    const list = contactListSchema.parse(
      await json(await app.call('GET', CONTACTS, as(ADVISER)), 200),
    );
    const first = list.contacts.find((one) => one.email === 'person0@example.com')!;
    expect(first).toMatchObject({
      phone: '+919800000000',
      tags: ['Seminar', 'NRI'],
      importantDates: [{ kind: 'birthday', date: '1984-03-21', label: null }],
    });
    const odd = list.contacts.find((one) => one.email === 'person1@example.com')!;
    expect(odd.phone).toBe('+919700000001');
  });

  it('imports all 1,000 once the rows are fixed (another adviser’s book)', async () => {
    const fixed = rows.map((row, i) => ([9, 499, 899].includes(i) ? personRow(i) : row));
    const result = importResultSchema.parse(
      await json(await send({ rows: fixed }, OTHER_ADVISER), 200),
    );
    expect(result).toMatchObject({ imported: 1000, skipped: 0, errors: [] });
    expect(await countOf(OTHER_ADVISER)).toBe(1000);
    // The first adviser's contacts did not change.
    expect(await countOf(ADVISER)).toBe(997);
  });
});

describe('duplicates', () => {
  it('finds them by e-mail, by phone in another format and by a similar name', async () => {
    // An adviser with no contacts yet: a fresh sign-in.
    const email: DemoEmail = 'advisor@example.com';
    const existing = contactSchema.parse(
      await json(
        await write(app, email, 'POST', CONTACTS, {
          contactId: randomUUID(),
          name: 'Farhan Qureshi',
          email: 'farhan.q@example.com',
          phone: '+91 91234 56789',
          tags: [],
          importantDates: [],
          familyId: null,
          householdRole: null,
          notes: null,
        }),
        201,
      ),
    );
    const rows: ImportRow[] = [
      { name: 'F. Qureshi', email: 'FARHAN.Q@example.com' },
      { name: 'Farhan Q', phone: '091234-56789' },
      { name: 'Tanvi Deshmukh', email: 'tanvi@example.com', phone: '9988776655' },
      { name: 'tanvi  deshmukh' },
      { name: 'Ishaan Verma', email: 'ishaan@example.com' },
    ];
    const result = importResultSchema.parse(await json(await send({ rows, dryRun: true }), 200));
    const byRow = (row: number) => result.duplicates.filter((one) => one.row === row);
    const brief = (row: number) =>
      byRow(row).map(({ contactId, otherRow, reasons }) => ({ contactId, otherRow, reasons }));
    expect(brief(1)).toEqual([
      { contactId: existing.contactId, otherRow: null, reasons: ['same e-mail', 'similar name'] },
    ]);
    expect(brief(2)).toEqual([
      { contactId: existing.contactId, otherRow: null, reasons: ['same phone', 'similar name'] },
    ]);
    expect(brief(4)).toEqual([{ contactId: null, otherRow: 3, reasons: ['same name'] }]);
    expect(byRow(5)).toEqual([]);
    for (const duplicate of result.duplicates) expect(duplicate.score).toBeGreaterThanOrEqual(0.85);
  });

  it('leaves out the rows the adviser chose', async () => {
    const before = await countOf(ADVISER);
    const rows: ImportRow[] = [
      { name: 'Gauri Kulkarni', email: 'gauri@example.com' },
      { name: 'Gauri Kulkarni', email: 'gauri@example.com' },
      { name: 'Harsh Vardhan' },
    ];
    const result = importResultSchema.parse(await json(await send({ rows, skipRows: [2] }), 200));
    expect(result).toMatchObject({ imported: 2, skipped: 1, duplicates: [] });
    expect(await countOf(ADVISER)).toBe(before + 2);
  });
});

describe('the checks', () => {
  it('reads birthdays both ways and refuses impossible ones', async () => {
    const rows: ImportRow[] = [
      { name: 'A One', birthday: '1990-12-31' },
      { name: 'B Two', birthday: '05/11/1988' },
      { name: 'C Three', birthday: '1990-02-30' },
      { name: 'D Four', birthday: 'next week' },
      { name: 'E Five', tags: 'x'.repeat(41) },
    ];
    const result = importResultSchema.parse(await json(await send({ rows, dryRun: true }), 200));
    expect(result.errors.map((error) => [error.row, error.field])).toEqual([
      [3, 'birthday'],
      [4, 'birthday'],
      [5, 'tags'],
    ]);
    expect(result.errors[0]!.message).toBe('A birthday is YYYY-MM-DD or DD/MM/YYYY');
  });

  it('refuses an empty file and an investor', async () => {
    await expectErrorBody(await send({ rows: [] }), 400);
    expect((await send({ rows: [{ name: 'X' }] }, INVESTOR)).status).toBe(403);
  });
});
