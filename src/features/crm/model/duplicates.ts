import { normalisePhone } from './phone';

/**
 * Duplicate people in the adviser's CRM (issue 17): the same person typed twice, in one import
 * file or against the contacts already there. Three kinds of evidence, each in plain words:
 * the same e-mail (case-insensitive), the same phone (compared in E.164, so "98765 43210" and
 * "+91-98765-43210" are one number) and a similar name (case, accents, spacing, honorifics and
 * initials do not matter: "Dr. R. K. Sharma" is like "Ravi Kumar Sharma"; word order does not
 * matter). The evidence adds up as independent chances (1 - (1-a)(1-b)...), and a name alone is
 * weaker when the two people have different e-mails or phones. A pair at or above
 * DUPLICATE_THRESHOLD is shown to the adviser, who decides. The same phone under a clearly
 * different name (a family's shared number) stays below it; the same e-mail does not.
 */

export interface PersonKey {
  name: string;
  email: string | null;
  phone: string | null;
}

/** 0..1 and the plain-word reasons ("same e-mail", "same phone", "same name", "similar name"). */
export interface DuplicateScore {
  score: number;
  reasons: string[];
}

export const DUPLICATE_THRESHOLD = 0.85;

const EMAIL_WEIGHT = 0.97;
const PHONE_WEIGHT = 0.9;
/** A name at least this similar counts as "similar name". */
const NAME_SIMILAR = 0.88;
/** Each field both people have and that differs (e-mail, phone) makes the name count less. */
const CONFLICT_FACTOR = 0.9;
/** An initial ("R") against a word it starts ("Ravi"). */
const INITIAL_MATCH = 0.85;

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'shri', 'smt']);

/** Lower case, no accents or punctuation, no honorifics: the words of a name. */
export function nameTokens(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
  const kept = words.filter((word) => !HONORIFICS.has(word));
  return kept.length > 0 ? kept : words;
}

/** Jaro-Winkler similarity of two strings, 0..1 (1 = equal). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Uint8Array(a.length);
  const bMatched = new Uint8Array(b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (bMatched[j] === 0 && a.charCodeAt(i) === b.charCodeAt(j)) {
        aMatched[i] = 1;
        bMatched[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (aMatched[i] === 0) continue;
    while (bMatched[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const jaro =
    (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) {
    return INITIAL_MATCH;
  }
  if (a.length === 1 || b.length === 1) return 0;
  const similarity = jaroWinkler(a, b);
  // A different word ("Ramesh" and "Suresh") must not pass for a typo.
  return similarity >= 0.85 ? similarity : similarity * 0.5;
}

/** Each word of `short` paired greedily with the most similar unused word of `long`. */
type WordSimilarity = (a: string, b: string) => number;

function greedyPairing(
  short: readonly string[],
  long: readonly string[],
  similar: WordSimilarity,
): number {
  const used = new Uint8Array(long.length);
  let total = 0;
  for (const word of short) {
    let best = 0;
    let bestAt = -1;
    for (let j = 0; j < long.length; j++) {
      if (used[j] === 1) continue;
      const similarity = similar(word, long[j]!);
      if (similarity > best) {
        best = similarity;
        bestAt = j;
      }
    }
    if (bestAt >= 0) used[bestAt] = 1;
    total += best;
  }
  // A missing middle name costs a little; a missing half of the name costs more.
  return (total / short.length) * (short.length / long.length) ** 0.15;
}

function tokensSimilarity(
  a: readonly string[],
  b: readonly string[],
  similar: WordSimilarity = tokenSimilarity,
): number {
  if (a.length === 0 || b.length === 0) return 0;
  // Greedy pairing depends on which side leads: with as many words each, try both (symmetric).
  const byWords =
    a.length < b.length
      ? greedyPairing(a, b, similar)
      : a.length > b.length
        ? greedyPairing(b, a, similar)
        : Math.max(greedyPairing(a, b, similar), greedyPairing(b, a, similar));
  if (a.length === b.length) return byWords;
  // "Ram Kumar" and "Ramkumar": the same letters, spaced differently.
  const joined = jaroWinkler(a.join(''), b.join(''));
  return joined >= 0.95 ? Math.max(byWords, joined) : byWords;
}

/**
 * 0..1: 1 for the same name however written (case, accents, spaces, honorifics, word order),
 * high for a typo or initials, low for different names.
 */
export function nameSimilarity(a: string, b: string): number {
  return tokensSimilarity(nameTokens(a), nameTokens(b));
}

interface Prepared {
  tokens: string[];
  email: string | null;
  phone: string | null;
}

function emailKey(email: string | null): string | null {
  const trimmed = email?.trim().toLowerCase() ?? '';
  return trimmed === '' ? null : trimmed;
}

function phoneKey(phone: string | null): string | null {
  const trimmed = phone?.trim() ?? '';
  if (trimmed === '') return null;
  if (/^\+\d{7,15}$/.test(trimmed)) return trimmed;
  const result = normalisePhone(trimmed);
  return result.ok ? result.e164 : trimmed.replace(/\D/g, '') || null;
}

function prepare(person: PersonKey): Prepared {
  return {
    tokens: nameTokens(person.name),
    email: emailKey(person.email),
    phone: phoneKey(person.phone),
  };
}

function score(
  a: Prepared,
  b: Prepared,
  similar: WordSimilarity = tokenSimilarity,
): DuplicateScore {
  const sameEmail = a.email !== null && a.email === b.email;
  const samePhone = a.phone !== null && a.phone === b.phone;
  const conflicts =
    Number(a.email !== null && b.email !== null && !sameEmail) +
    Number(a.phone !== null && b.phone !== null && !samePhone);
  // Different e-mails and different phones: even the same name stays below the threshold.
  const name =
    !sameEmail && !samePhone && CONFLICT_FACTOR ** conflicts < DUPLICATE_THRESHOLD
      ? 0
      : tokensSimilarity(a.tokens, b.tokens, similar);
  const similarName = name >= NAME_SIMILAR;
  // The same e-mail or phone under another name is less sure: a family's shared phone much so.
  const emailFactor = similarName ? 1 : 0.85 + 0.15 * name;
  const phoneFactor = similarName ? 1 : 0.75 + 0.25 * name;
  const reasons: string[] = [];
  let unlikely = 1;
  if (sameEmail) {
    reasons.push('same e-mail');
    unlikely *= 1 - EMAIL_WEIGHT * emailFactor;
  }
  if (samePhone) {
    reasons.push('same phone');
    unlikely *= 1 - PHONE_WEIGHT * phoneFactor;
  }
  if (similarName) {
    reasons.push(name >= 0.999 ? 'same name' : 'similar name');
    unlikely *= 1 - name * CONFLICT_FACTOR ** conflicts;
  }
  return { score: Math.round((1 - unlikely) * 1000) / 1000, reasons };
}

export function duplicateScore(a: PersonKey, b: PersonKey): DuplicateScore {
  return score(prepare(a), prepare(b));
}

/** The blocks a person falls in: only people sharing a block are compared. */
function blockKeys(person: Prepared): string[] {
  const keys: string[] = [];
  if (person.email !== null) keys.push(`e:${person.email}`);
  if (person.phone !== null) keys.push(`p:${person.phone}`);
  const { tokens } = person;
  // Every ordered pair of words: one whole word and the first letter of another, so initials
  // ("R. Sharma" and "Rohit Sharma" share "sharma|r"), another word order, or a typo in the
  // other word still meet, while the groups stay small.
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    if (word.length < 2) continue;
    if (tokens.length === 1) keys.push(`n:${word}|`);
    for (let j = 0; j < tokens.length; j++) if (i !== j) keys.push(`n:${word}|${tokens[j]![0]}`);
  }
  // One word, or a short word that may be half of a word spaced apart ("Ram Kumar").
  if (tokens.length === 1 || tokens.some((token) => token.length <= 3)) {
    keys.push(`c:${tokens.join('').slice(0, 4)}`);
  }
  return keys;
}

/** A block bigger than this (a placeholder e-mail, a very common name) compares each member
 * with its first BLOCK_MAX members only, so the work stays about linear. */
const BLOCK_MAX = 200;

export interface DuplicateFound {
  /** The index in `rows`. */
  row: number;
  /** The existing contact it looks like, or null when it is like another row. */
  contactId: string | null;
  /** The earlier row it looks like, or null when it is like an existing contact. */
  otherRow: number | null;
  score: number;
  reasons: string[];
}

/**
 * Every candidate pair at or above the threshold: each row against the existing contacts and
 * against the earlier rows (a later row is the duplicate of an earlier one). Fast for 10,000 x
 * 10,000: people are grouped by e-mail, phone and name keys and compared only within a group,
 * never all pairs. Sorted by row, then the highest score first.
 */
export function findDuplicates<T extends PersonKey>(
  rows: readonly T[],
  existing: readonly (PersonKey & { contactId: string })[],
): DuplicateFound[] {
  // Members: rows are 0..n-1, existing contacts n..n+m-1; each block lists them in order.
  const people = [...rows.map(prepare), ...existing.map(prepare)];
  const keysOf = people.map((person) => [...new Set(blockKeys(person))]);
  const blocks = new Map<string, number[]>();
  keysOf.forEach((keys, member) => {
    for (const key of keys) {
      const block = blocks.get(key);
      if (block === undefined) blocks.set(key, [member]);
      else block.push(member);
    }
  });
  // Names repeat their words (a book has many Sharmas): each pair of words is measured once.
  const memo = new Map<string, Map<string, number>>();
  const similar: WordSimilarity = (x, y) => {
    const [first, second] = x < y ? [x, y] : [y, x];
    let row = memo.get(first);
    if (row === undefined) memo.set(first, (row = new Map<string, number>()));
    let value = row.get(second);
    if (value === undefined) row.set(second, (value = tokenSimilarity(first, second)));
    return value;
  };
  // seenBy[earlier] === later + 1 once the pair was scored (no set of pairs to fill).
  const seenBy = new Int32Array(people.length);
  const found: DuplicateFound[] = [];
  for (let later = 1; later < people.length; later++) {
    const person = people[later]!;
    for (const key of keysOf[later]!) {
      const block = blocks.get(key)!;
      const until = Math.min(block.length, BLOCK_MAX);
      for (let j = 0; j < until; j++) {
        const earlier = block[j]!;
        // Existing contacts are not compared with each other.
        if (earlier >= later || earlier >= rows.length) break;
        if (seenBy[earlier] === later + 1) continue;
        seenBy[earlier] = later + 1;
        const result = score(people[earlier]!, person, similar);
        if (result.score < DUPLICATE_THRESHOLD) continue;
        found.push(
          later >= rows.length
            ? {
                row: earlier,
                contactId: existing[later - rows.length]!.contactId,
                otherRow: null,
                ...result,
              }
            : { row: later, contactId: null, otherRow: earlier, ...result },
        );
      }
    }
  }
  return found.sort((a, b) => a.row - b.row || b.score - a.score);
}
