// Stock search in the app bar (issue 12, deliverable 9): the index is built once from the archive's
// universe (GET /archive/instruments/universe), then every keystroke ranks it on the device, so
// search works offline and stays under 50 ms per keystroke on a phone (4x CPU throttling).

export interface UniverseStock {
  exchange: 'NSE' | 'BSE';
  symbol: string;
  name: string;
  isin: string;
  sector: string;
  industry: string;
  /** 1 is the largest market capitalisation. */
  rank: number;
}

/** Why a stock matched, best first; the order of this list is the ranking of the tiers. */
export const MATCH_TIERS = ['exact', 'symbol', 'name', 'word', 'substring', 'typo'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface SearchResult {
  stock: UniverseStock;
  tier: MatchTier;
}

interface Entry {
  stock: UniverseStock;
  symbol: string;
  /** Letters and digits only: "BAJAJ-AUTO" -> "BAJAJAUTO", so "bajaj auto" finds it. */
  compactSymbol: string;
  isin: string;
  /** Capitals, punctuation as spaces, without a closing "LTD" / "LIMITED". */
  name: string;
  compactName: string;
  words: readonly string[];
}

export interface SearchIndex {
  /** Largest company first, so each tier fills in the order it is shown. */
  readonly entries: readonly Entry[];
}

export const DEFAULT_LIMIT = 8;
/** Substring and typo matches start at this many letters: shorter ones match nearly everything. */
const MIN_LOOSE_LENGTH = 3;
/** From this many letters on, a partial ISIN is matched as a prefix (all Indian ones start "INE"). */
const MIN_ISIN_PREFIX = 6;

const toWords = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();
const compact = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');
const searchableName = (name: string): string => toWords(name).replace(/ (LTD|LIMITED)$/, '');

export function buildSearchIndex(universe: readonly UniverseStock[]): SearchIndex {
  const entries = [...universe]
    .sort((a, b) => a.rank - b.rank || (a.symbol < b.symbol ? -1 : 1))
    .map((stock): Entry => {
      const name = searchableName(stock.name);
      return {
        stock,
        symbol: stock.symbol.toUpperCase(),
        compactSymbol: compact(stock.symbol),
        isin: stock.isin.toUpperCase(),
        name,
        compactName: compact(name),
        words: name.split(' ').filter(Boolean),
      };
    });
  return { entries };
}

interface Query {
  text: string;
  compact: string;
  name: string;
  tokens: readonly string[];
}

const everyTokenStartsAWord = (tokens: readonly string[], words: readonly string[]) =>
  tokens.every((token) => words.some((word) => word.startsWith(token)));

/** The best exact-ish tier of an entry (not typo), or -1. Tiers index MATCH_TIERS. */
function strictTier(entry: Entry, q: Query): number {
  if (entry.symbol === q.text || entry.isin === q.text || entry.compactSymbol === q.compact) {
    return 0;
  }
  if (
    entry.symbol.startsWith(q.text) ||
    entry.compactSymbol.startsWith(q.compact) ||
    (q.text.length >= MIN_ISIN_PREFIX && entry.isin.startsWith(q.text))
  ) {
    return 1;
  }
  if (entry.name.startsWith(q.name) || entry.compactName.startsWith(q.compact)) return 2;
  if (everyTokenStartsAWord(q.tokens, entry.words)) return 3;
  if (
    q.compact.length >= MIN_LOOSE_LENGTH &&
    (entry.symbol.includes(q.text) ||
      entry.name.includes(q.name) ||
      entry.compactName.includes(q.compact))
  ) {
    return 4;
  }
  return -1;
}

// Reused rows of the distance table: no allocation per comparison (a query is at most 40 letters).
const MAX_LENGTH = 64;
let rowBefore = new Int32Array(MAX_LENGTH + 1);
let rowPrevious = new Int32Array(MAX_LENGTH + 1);
let rowCurrent = new Int32Array(MAX_LENGTH + 1);

/**
 * Damerau-Levenshtein distance (optimal string alignment) between `query` and the closest prefix
 * of `candidate`, or `limit + 1` once it is sure to exceed `limit`: "RELAINCE" is 1 from
 * "RELIANCE", "TATA MOTRS" 1 from the start of "TATA MOTORS LTD".
 */
export function prefixDistance(query: string, candidate: string, limit: number): number {
  const n = Math.min(query.length, MAX_LENGTH);
  const m = Math.min(candidate.length, n + limit, MAX_LENGTH);
  const over = limit + 1;
  if (n === 0) return 0;
  if (m < n - limit) return over;
  for (let j = 0; j <= m; j += 1) rowPrevious[j] = j;
  for (let i = 1; i <= n; i += 1) {
    const a = query.charCodeAt(i - 1);
    rowCurrent[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j += 1) {
      const b = candidate.charCodeAt(j - 1);
      let best = (rowPrevious[j - 1] ?? 0) + (a === b ? 0 : 1);
      const remove = (rowPrevious[j] ?? 0) + 1;
      const insert = (rowCurrent[j - 1] ?? 0) + 1;
      if (remove < best) best = remove;
      if (insert < best) best = insert;
      if (
        i > 1 &&
        j > 1 &&
        a === candidate.charCodeAt(j - 2) &&
        query.charCodeAt(i - 2) === b &&
        (rowBefore[j - 2] ?? 0) + 1 < best
      ) {
        best = (rowBefore[j - 2] ?? 0) + 1;
      }
      rowCurrent[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > limit) return over;
    [rowBefore, rowPrevious, rowCurrent] = [rowPrevious, rowCurrent, rowBefore];
  }
  let best = over;
  for (let j = Math.max(0, n - limit); j <= m; j += 1) {
    const value = rowPrevious[j] ?? over;
    if (value < best) best = value;
  }
  return best;
}

/** Edits allowed for a typo: one for 3-5 letters, two for longer queries. */
export const typoLimit = (length: number): number =>
  length < MIN_LOOSE_LENGTH ? 0 : length <= 5 ? 1 : 2;

/**
 * Typos are looked for only where the first letter is right, or the first two are swapped (as
 * Lucene's fuzzy prefix_length 1): people rarely miss the first letter, and this skips most of
 * the universe before any distance is computed, which keeps a keystroke cheap on a phone.
 */
const startsAlike = (query: string, candidate: string): boolean =>
  query.charCodeAt(0) === candidate.charCodeAt(0) ||
  (query.charCodeAt(0) === candidate.charCodeAt(1) &&
    query.charCodeAt(1) === candidate.charCodeAt(0));

function typoDistance(entry: Entry, q: Query, limit: number): number {
  const text = q.compact;
  let best = limit + 1;
  if (startsAlike(text, entry.compactSymbol)) {
    best = prefixDistance(text, entry.compactSymbol, limit);
    if (best === 0) return 0;
  }
  if (startsAlike(text, entry.compactName)) {
    best = Math.min(best, prefixDistance(text, entry.compactName, Math.min(limit, best)));
  }
  if (q.tokens.length === 1) {
    for (const word of entry.words) {
      if (best <= 1) break;
      if (!startsAlike(text, word)) continue;
      best = Math.min(best, prefixDistance(text, word, Math.min(limit, best - 1)));
    }
  }
  return best;
}

function parseQuery(text: string): Query | null {
  const upper = text.trim().replace(/\s+/g, ' ').toUpperCase();
  const name = toWords(upper);
  const query = { text: upper, compact: compact(upper), name, tokens: name.split(' ') };
  return query.compact === '' ? null : query;
}

/**
 * Ranks the index for what has been typed: exact symbol or ISIN, symbol prefix, name prefix, a
 * name word prefix, (3+ letters) anywhere in the symbol or name, then near misses (typo limit
 * above, first letter right); larger companies first within a tier, fewer edits first among
 * typos.
 */
export function searchStocks(
  index: SearchIndex,
  text: string,
  limit = DEFAULT_LIMIT,
): SearchResult[] {
  const q = parseQuery(text);
  if (!q || limit <= 0) return [];
  const tiers: SearchResult[][] = MATCH_TIERS.slice(0, 5).map(() => []);
  const unmatched: Entry[] = [];
  for (const entry of index.entries) {
    const tier = strictTier(entry, q);
    if (tier < 0) unmatched.push(entry);
    // Entries come largest first: once a tier holds `limit`, later ones in it cannot show.
    else if ((tiers[tier]?.length ?? limit) < limit) {
      tiers[tier]?.push({ stock: entry.stock, tier: MATCH_TIERS[tier] ?? 'substring' });
    }
  }
  const results = tiers.flat().slice(0, limit);
  const maxEdits = typoLimit(q.compact.length);
  if (results.length === limit || maxEdits === 0) return results;

  const wanted = limit - results.length;
  const byEdits: Entry[][] = Array.from({ length: maxEdits }, () => []);
  let reach = maxEdits;
  for (const entry of unmatched) {
    const edits = typoDistance(entry, q, reach);
    if (edits < 1 || edits > reach) continue;
    const bucket = byEdits[edits - 1];
    if (!bucket || bucket.length >= wanted) continue;
    bucket.push(entry);
    // Enough one-edit matches: two-edit ones can no longer show, so stop looking for them.
    if (edits === 1 && bucket.length === wanted) reach = 1;
  }
  for (const entry of byEdits.flat().slice(0, wanted)) {
    results.push({ stock: entry.stock, tier: 'typo' });
  }
  return results;
}
