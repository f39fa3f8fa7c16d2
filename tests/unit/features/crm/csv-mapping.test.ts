import { describe, expect, it } from 'vitest';
import { importRowSchema, IMPORT_FIELDS, type ImportField } from '@/features/crm/model/contract';
import {
  emptyMapping,
  guessMapping,
  mappingProblems,
  mapRows,
  parseCsv,
  type ColumnMapping,
} from '@/features/crm/model/csv-mapping';
import { CSV_TEMPLATE } from '@/features/crm/model/csv-template';
import { normalisePhone } from '@/features/crm/model/phone';

// The contacts import's CSV steps (issue 17, Deliver 5 and "Unit: ... CSV mapping"): reading
// files as Excel, Google Sheets and phones write them, guessing the columns from English and
// Indian header names, and the problems that stop an import in plain words.

describe('parseCsv', () => {
  it.each([
    ['comma, LF', 'Name,Mobile\nAsha,98765 43210\n', ['Name', 'Mobile'], [['Asha', '98765 43210']]],
    [
      'CRLF',
      'Name,Mobile\r\nAsha,1\r\nRavi,2\r\n',
      ['Name', 'Mobile'],
      [
        ['Asha', '1'],
        ['Ravi', '2'],
      ],
    ],
    ['byte-order mark', '\uFEFFName,Mobile\r\nAsha,1', ['Name', 'Mobile'], [['Asha', '1']]],
    [
      'semicolon (European Excel)',
      'Name;Mobile;Tags\nAsha;1;a,b\n',
      ['Name', 'Mobile', 'Tags'],
      [['Asha', '1', 'a,b']],
    ],
    ['tab', 'Name\tMobile\nAsha\t1\n', ['Name', 'Mobile'], [['Asha', '1']]],
    [
      'quoted comma, quote and line break',
      'Name,Remarks\n"Rao, Asha","Said ""call me""\nafter 6"\n',
      ['Name', 'Remarks'],
      [['Rao, Asha', 'Said "call me"\nafter 6']],
    ],
    ['one column', 'Name\nAsha\nRavi\n', ['Name'], [['Asha'], ['Ravi']]],
    [
      'blank lines skipped',
      'Name,Mobile\n\nAsha,1\n  \n\nRavi,2\n',
      ['Name', 'Mobile'],
      [
        ['Asha', '1'],
        ['Ravi', '2'],
      ],
    ],
    [
      'short rows padded',
      'Name,Mobile,Tags\nAsha\n',
      ['Name', 'Mobile', 'Tags'],
      [['Asha', '', '']],
    ],
    [
      'trailing empty cells dropped',
      'Name,Mobile\nAsha,1,,\n',
      ['Name', 'Mobile'],
      [['Asha', '1']],
    ],
    [
      'empty header cell named',
      ' Name ,,Tags\nAsha,x,y\n',
      ['Name', 'Column 2', 'Tags'],
      [['Asha', 'x', 'y']],
    ],
    ['Hindi and ₹', 'नाम,Remarks\nआशा,₹5 लाख\n', ['नाम', 'Remarks'], [['आशा', '₹5 लाख']]],
  ])('%s', (_, text, headers, rows) => {
    expect(parseCsv(text)).toEqual({ headers, rows, errors: [] });
  });

  it.each([
    ['', 'The file is empty'],
    ['\uFEFF  \r\n', 'The file is empty'],
    ['Name,Mobile\r\n', 'The file has a header but no rows'],
    ['Name,Mobile\nAsha,1,extra\n', 'Row 1 has 3 values but the header names 2 columns'],
  ])('%j -> %s', (text, error) => {
    expect(parseCsv(text).errors).toEqual([error]);
  });

  it('names the row of a quote that is never closed', () => {
    const { errors } = parseCsv('Name,Remarks\nAsha,ok\nRavi,"never closed\n');
    expect(errors).toEqual(['Row 2: a quote (") is opened and never closed']);
  });
});

const mappingOf = (partial: Partial<ColumnMapping>): ColumnMapping => ({
  ...emptyMapping(),
  ...partial,
});

describe('guessMapping', () => {
  it.each<[string[], Partial<ColumnMapping>]>([
    [
      ['Name', 'Email', 'Phone', 'Tags', 'Birthday', 'Notes'],
      { name: 0, email: 1, phone: 2, tags: 3, birthday: 4, notes: 5 },
    ],
    [
      ['Full name', 'Mobile', 'E-mail ID', 'DOB', 'Remarks'],
      { name: 0, phone: 1, email: 2, birthday: 3, notes: 4 },
    ],
    [
      ['Sr. No.', 'Client Name', 'Phone no.', 'Date of birth', 'Category'],
      { name: 1, phone: 2, birthday: 3, tags: 4 },
    ],
    [
      ['CUSTOMER NAME', 'MOBILE NO', 'EMAIL ADDRESS', 'D.O.B.', 'COMMENTS'],
      { name: 0, phone: 1, email: 2, birthday: 3, notes: 4 },
    ],
    [['Contact No', 'Naam', 'Mail ID', 'Labels'], { phone: 0, name: 1, email: 2, tags: 3 }],
    // An exact header beats one that only contains the word, wherever it stands.
    [['Mobile (office)', 'Name', 'Mobile'], { name: 1, phone: 2 }],
    [['Father name', 'Name'], { name: 1 }],
    // Mobile before landline; the other phone column is left for the adviser to choose.
    [['Phone', 'Mobile'], { phone: 1 }],
    [['First name', 'Last name', 'WhatsApp number'], { name: 0, phone: 2 }],
    [['Company', 'City', 'PAN'], {}],
    [[], {}],
  ])('%j', (headers, expected) => {
    expect(guessMapping(headers)).toEqual(mappingOf(expected));
  });

  it('never maps one column to two fields', () => {
    const mapping = guessMapping(['Name', 'Email phone notes']);
    const used = IMPORT_FIELDS.map((field) => mapping[field]).filter((column) => column !== null);
    expect(new Set(used).size).toBe(used.length);
  });
});

describe('mapRows', () => {
  const mapping = mappingOf({ name: 2, phone: 0, tags: 1 });
  it.each<[string[], Record<string, string>]>([
    [
      ['98765 43210', 'a; b', ' Asha Rao '],
      { name: 'Asha Rao', phone: '98765 43210', tags: 'a; b' },
    ],
    [['', '', 'Ravi'], { name: 'Ravi' }],
    [['', '', ''], {}],
    // Our own export guards formulas with a leading '; the number is what follows.
    [["'+919876543210", "'-x", "'Asha"], { name: "'Asha", phone: '+919876543210', tags: '-x' }],
    [['1'], { phone: '1' }],
  ])('%j', (cells, row) => {
    expect(mapRows([cells], mapping)).toEqual([row]);
  });

  it('keeps one row per file row, in order, so the server numbers them as the file does', () => {
    const rows = mapRows(
      [
        ['1', '', 'A'],
        ['', '', ''],
        ['3', '', 'C'],
      ],
      mapping,
    );
    expect(rows.map((row) => row.name ?? null)).toEqual(['A', null, 'C']);
  });
});

describe('mappingProblems', () => {
  const headers = ['Full name', 'Mobile', 'Remarks'];
  it.each<[Partial<ColumnMapping>, string[] | undefined, string[]]>([
    [{ name: 0, phone: 1, notes: 2 }, headers, []],
    [{ phone: 1 }, headers, ['Choose the column that holds the name']],
    [
      { name: 0, phone: 1, notes: 1 },
      headers,
      ['"Mobile" is chosen for Phone and Notes; a column holds one field'],
    ],
    [
      { name: 2, phone: 2, notes: 2 },
      undefined,
      ['Column 3 is chosen for Name, Phone and Notes; a column holds one field'],
    ],
    [{ name: 0, email: 5 }, headers, ['E-mail: the file has no column 6']],
    [{}, headers, ['Choose the column that holds the name']],
  ])('%j', (partial, given, problems) => {
    expect(mappingProblems(mappingOf(partial), given)).toEqual(problems);
  });
});

describe('the template', () => {
  const parsed = parseCsv(CSV_TEMPLATE);
  const mapping = guessMapping(parsed.headers);
  const rows = mapRows(parsed.rows, mapping);

  it('reads back without problems, every field guessed', () => {
    expect(parsed.errors).toEqual([]);
    expect(mappingProblems(mapping, parsed.headers)).toEqual([]);
    expect(IMPORT_FIELDS.filter((field: ImportField) => mapping[field] === null)).toEqual([]);
  });

  it('has rows the server accepts: names, possible phones, dates in an accepted form', () => {
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(importRowSchema.safeParse(row).success).toBe(true);
      expect(row.name).toBeTruthy();
      if (row.phone) expect(normalisePhone(row.phone)).toMatchObject({ ok: true });
      if (row.birthday) expect(row.birthday).toMatch(/^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/);
    }
    expect(rows[0]?.notes).toContain(',');
  });
});
