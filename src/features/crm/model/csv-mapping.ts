import Papa from 'papaparse';
import { IMPORT_FIELDS, type ImportField, type ImportRow } from './contract';

/**
 * The contacts import's first steps in the page (issue 17, Deliver 5: "CSV import with column
 * mapping, a preview"): read the file (papaparse), guess which column holds which field from
 * the header's words, let the adviser change it, and turn the rows into the contract's
 * ImportRow strings. The server checks every value (rows are numbered 1 from the first row
 * after the header, as in ImportResult).
 */

/** For each field, the column (0-based) it is read from, or null when it is not imported. */
export type ColumnMapping = Record<ImportField, number | null>;

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  tags: 'Tags',
  birthday: 'Birthday',
  notes: 'Notes',
};

export interface ParsedCsv {
  /** The first row, trimmed; an empty header cell becomes "Column 3". */
  headers: string[];
  /** Every later row that is not blank, each as long as the header. */
  rows: string[][];
  /** Problems in plain words, naming the row (1 = the first row after the header). */
  errors: string[];
}

const PAPA_ERRORS: Record<string, string> = {
  MissingQuotes: 'a quote (") is opened and never closed',
  InvalidQuotes: 'a quote (") is in the wrong place',
};

/** Reads CSV text: a byte-order mark, quoted cells, CRLF or LF, and , ; or tab between cells. */
export function parseCsv(text: string): ParsedCsv {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { headers: [], rows: [], errors: ['The file is empty'] };
  const parsed = Papa.parse<string[]>(body, {
    header: false,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const errors: string[] = [];
  for (const error of parsed.errors) {
    // One column and no delimiter to find is a valid file (a list of names).
    if (error.code === 'UndetectableDelimiter') continue;
    const what = PAPA_ERRORS[error.code] ?? error.message;
    errors.push(error.row === undefined ? `The file: ${what}` : `${rowName(error.row)}: ${what}`);
  }
  const [first = [], ...rest] = parsed.data;
  const headers = first.map((cell, column) => cell.trim() || `Column ${column + 1}`);
  const rows = rest.map((cells, index) => {
    const extra = cells.slice(headers.length).filter((cell) => cell.trim() !== '');
    if (extra.length > 0) {
      errors.push(
        `Row ${index + 1} has ${cells.length} values but the header names ${headers.length} columns`,
      );
    }
    return Array.from({ length: headers.length }, (_, column) => cells[column] ?? '');
  });
  if (rows.length === 0 && errors.length === 0) errors.push('The file has a header but no rows');
  return { headers, rows, errors };
}

const rowName = (papaRow: number) => (papaRow === 0 ? 'The header' : `Row ${papaRow}`);

/**
 * Header words per field, the likeliest first: what Indian and international address books,
 * Excel sheets and CRMs call them ("Mobile No.", "E-mail ID", "DOB", "Remarks").
 */
const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  name: [
    'name',
    'full name',
    'client name',
    'customer name',
    'contact name',
    'investor name',
    'lead name',
    'person',
    'naam',
    'display name',
    'first name',
  ],
  email: ['email', 'e mail', 'email id', 'email address', 'mail', 'mail id', 'e mail address'],
  phone: [
    'mobile',
    'mobile no',
    'mobile number',
    'phone',
    'phone no',
    'phone number',
    'contact no',
    'contact number',
    'cell',
    'cell phone',
    'mob',
    'mob no',
    'whatsapp',
    'whatsapp no',
    'whatsapp number',
    'telephone',
    'tel',
  ],
  tags: ['tags', 'tag', 'labels', 'label', 'groups', 'group', 'category', 'segment'],
  birthday: ['dob', 'd o b', 'date of birth', 'birthday', 'birth date', 'bday'],
  notes: ['notes', 'note', 'remarks', 'remark', 'comments', 'comment', 'description', 'details'],
};

const normal = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const compact = (header: string) => normal(header).replace(/ /g, '');

/** 2: the header is the word ("E-mail ID" = "email id"); 1: it contains it ("Mobile (home)"). */
function fit(header: string, word: string): number {
  if (compact(header) === compact(word)) return 2;
  if (` ${normal(header)} `.includes(` ${word} `)) return 1;
  return word.length >= 5 && compact(header).includes(compact(word)) ? 1 : 0;
}

/** Each field gets the column that fits it best; no column serves two fields. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const candidates: { field: ImportField; column: number; fit: number; rank: number }[] = [];
  for (const field of IMPORT_FIELDS) {
    HEADER_WORDS[field].forEach((word, rank) => {
      headers.forEach((header, column) => {
        const score = fit(header, word);
        if (score > 0) candidates.push({ field, column, fit: score, rank });
      });
    });
  }
  candidates.sort((a, b) => b.fit - a.fit || a.rank - b.rank || a.column - b.column);
  const mapping = emptyMapping();
  const used = new Set<number>();
  for (const { field, column } of candidates) {
    if (mapping[field] !== null || used.has(column)) continue;
    mapping[field] = column;
    used.add(column);
  }
  return mapping;
}

export const emptyMapping = (): ColumnMapping => ({
  name: null,
  email: null,
  phone: null,
  tags: null,
  birthday: null,
  notes: null,
});

/**
 * Our own export (and other spreadsheets) write a leading ' before =, +, - or @ so a cell is
 * never run as a formula; the value itself is what follows.
 */
const cellValue = (cell: string | undefined) => (cell ?? '').trim().replace(/^'(?=[=+\-@])/, '');

/** One ImportRow per row, in the same order (the server's row numbers are these + 1). */
export function mapRows(rows: readonly (readonly string[])[], mapping: ColumnMapping): ImportRow[] {
  return rows.map((cells) => {
    const row: ImportRow = {};
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      if (column === null) continue;
      const value = cellValue(cells[column]);
      if (value !== '') row[field] = value;
    }
    return row;
  });
}

/** What stops the import being sent, in plain words; empty when the mapping is usable. */
export function mappingProblems(mapping: ColumnMapping, headers?: readonly string[]): string[] {
  const problems: string[] = [];
  const columnName = (column: number) =>
    headers?.[column] !== undefined ? `"${headers[column]}"` : `Column ${column + 1}`;
  if (mapping.name === null) problems.push('Choose the column that holds the name');
  const fieldsOf = new Map<number, ImportField[]>();
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (column === null) continue;
    if (headers && (column < 0 || column >= headers.length)) {
      problems.push(`${IMPORT_FIELD_LABELS[field]}: the file has no column ${column + 1}`);
      continue;
    }
    fieldsOf.set(column, [...(fieldsOf.get(column) ?? []), field]);
  }
  for (const [column, fields] of fieldsOf) {
    if (fields.length < 2) continue;
    const labels = fields.map((field) => IMPORT_FIELD_LABELS[field]);
    problems.push(
      `${columnName(column)} is chosen for ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}; a column holds one field`,
    );
  }
  return problems;
}
