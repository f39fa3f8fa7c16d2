/** Words in and out of the CRM search (search.ts): folding, stop words, phones, snippets. */

/** Folds case and accents, one code unit in, one out, so a match maps back onto the text. */
const foldChar = (ch: string): string => {
  const folded = ch
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return folded.length === 1 ? folded : ch;
};
export const fold = (text: string): string => Array.from(text, foldChar).join('');
const ASCII = /^[\x20-\x7e]*$/;
export const processTerm = (term: string): string | null => {
  // Most words are plain ASCII: skip the Unicode work that dominates building the index.
  const folded = ASCII.test(term)
    ? term.toLowerCase()
    : term
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
  return folded === '' ? null : folded;
};

/**
 * Words in nearly every note: indexing them makes a large index and a search that ranks
 * thousands of notes for nothing. Names and e-mails keep every word (a name may be "An").
 */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from had has have he her his i in is it its me my no not ' +
    'of on or our she so that the their them they this to us was we were will with you your'
  ).split(' '),
);
export const PROSE_FIELDS = new Set<string>(['notes', 'outcome']);

export const SPLIT = /[\s\p{P}\p{S}]+/u;
export const words = (text: string): string[] => text.split(SPLIT).filter(Boolean);

/** Suffixes of 4+ digits: "+919876543210" is found by "3210", "43210", "9876543210" or in full. */
export function phoneTerms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  const terms: string[] = [];
  for (let start = 0; start <= digits.length - 4; start += 1) terms.push(digits.slice(start));
  return terms;
}

/**
 * A query that is only a phone number ("+91 98765-43210", "098765 43210") is one run of digits:
 * without a country code's leading zeros, searched as a prefix of the indexed suffixes.
 */
export function queryTerms(query: string): string[] {
  if (/^[\d\s+\-().]+$/.test(query)) {
    const digits = query.replace(/\D/g, '').replace(/^0+/, '');
    if (digits.length >= 4) return [digits];
  }
  const all = words(query);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return meaningful.length > 0 ? meaningful : all;
}

export const isDigits = (term: string) => /^\d+$/.test(term);

/**
 * Typo tolerance by word length: none under 4 letters (every short word would match), 1 edit
 * at 4, then 2, because two letters swapped ("Ramseh", "Kuamr") are two edits. Digits are never
 * fuzzy: a number one digit off is someone else's.
 */
export function allowedEdits(term: string): number {
  if (isDigits(term) || term.length < 4) return 0;
  return term.length === 4 ? 1 : 2;
}

const SNIPPET_WIDTH = 120;

/** Up to SNIPPET_WIDTH characters of one line around the first matched word, with "…". */
export function excerpt(text: string, terms: readonly string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_WIDTH) return flat;
  const folded = fold(flat);
  const at = terms
    .map((term) => wordStart(folded, term))
    .filter((index) => index >= 0)
    .reduce((first, index) => Math.min(first, index), Infinity);
  let start = Number.isFinite(at) ? Math.max(0, at - 30) : 0;
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + SNIPPET_WIDTH);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

function wordStart(folded: string, term: string): number {
  let from = 0;
  for (;;) {
    const index = folded.indexOf(term, from);
    if (index <= 0) return index;
    if (SPLIT.test(folded[index - 1] ?? ' ')) return index;
    from = index + 1;
  }
}
