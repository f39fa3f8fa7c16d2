/**
 * Lexer and parser failures in plain words, at the place they happen. What could have come
 * there is the grammar's own answer (chevrotain's content assist over the tokens before), so
 * the list is exact; the message groups it ("an operator") so it stays short.
 */
import {
  EOF,
  type ILexingError,
  type IRecognitionException,
  type IToken,
  type TokenType,
} from 'chevrotain';
import type { ScanError } from './ast';
import { scanGrammar } from './grammar';
import {
  And,
  Comma,
  CompareOp,
  Crosses,
  Minus,
  Name,
  NumberLiteral,
  LParen,
  Not,
  Or,
  Plus,
  RParen,
  Slash,
  Star,
  StringLiteral,
  TOKEN_WORDS,
  True,
  False,
} from './lexer';
import { scanError, spanAt, tokenSpan, where } from './span';

const END = 'the end of the scan';
const OPERATORS: readonly TokenType[] = [Plus, Minus, Star, Slash, CompareOp, Crosses];
const VALUE_STARTS: readonly TokenType[] = [
  NumberLiteral,
  StringLiteral,
  Name,
  True,
  False,
  Not,
  Minus,
  LParen,
];

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** Short words for the message: a value, an operator, then the punctuation and keywords. */
function summarise(types: ReadonlySet<TokenType>, endAllowed: boolean): string {
  const value = types.has(Name);
  const operator = OPERATORS.filter((type) => types.has(type)).length > 2;
  const words: string[] = [];
  if (value) words.push('a number, a field or a function');
  if (operator) words.push('an operator');
  for (const [type, word] of TOKEN_WORDS) {
    if (!types.has(type) || (value && VALUE_STARTS.includes(type))) continue;
    if (operator && OPERATORS.includes(type)) continue;
    // After a name a bracket would make it a call: true, but no help in a message.
    if (!value && type === LParen) continue;
    words.push(/^[^a-zA-Z]+$/.test(word) ? `'${word}'` : word);
  }
  if (endAllowed) words.push(END);
  return joinWords(words);
}

/**
 * What the grammar allows after these tokens. After an AND or OR outside brackets the rest is
 * a scan of its own, so only the tokens since then matter (content assist is linear in them).
 */
function expectedAfter(preceding: IToken[]): Set<TokenType> {
  let depth = 0;
  let start = 0;
  preceding.forEach((token, i) => {
    if (token.tokenType === LParen) depth += 1;
    else if (token.tokenType === RParen) depth -= 1;
    else if (depth === 0 && (token.tokenType === And || token.tokenType === Or)) start = i + 1;
  });
  const paths = scanGrammar.computeContentAssist('scan', preceding.slice(start));
  return new Set(paths.map((path) => path.nextTokenType));
}

export function lexingError(text: string, error: ILexingError): ScanError {
  const char = text[error.offset] ?? '';
  // The lexer reports a run of characters it could not read as one error (`&&` is one).
  const run = text.slice(error.offset, error.offset + Math.max(1, error.length));
  const span = spanAt(text, error.offset, run.length);
  const at = where(span);
  if (char === '"' || char === '“') {
    const lineEnd = text.slice(error.offset).search(/[\r\n]|$/);
    return scanError(
      spanAt(text, error.offset, lineEnd),
      `The text in quotes ${at} has no closing double quote`,
    );
  }
  const singleQuotes = `Text goes in double quotes, such as "Energy", not single quotes (${at})`;
  const hints: Record<string, string> = {
    "'": singleQuotes,
    '‘': singleQuotes,
    '%': `Write percentages as plain numbers ${at}: roe > 15 means 15 %`,
    '₹': `Write amounts as plain numbers ${at}: close > 100 means ₹100`,
    '&': `Write AND instead of ${run} ${at}`,
    '|': `Write OR instead of ${run} ${at}`,
    '!': `Write NOT instead of ${run} ${at}`,
    '≥': `Write >= instead of ≥ ${at}`,
    '≤': `Write <= instead of ≤ ${at}`,
    '≠': `Write != instead of ≠ ${at}`,
    '–': `Write - for minus ${at}`,
    '—': `Write - for minus ${at}`,
  };
  return scanError(span, hints[char] ?? `Unexpected character '${run}' ${at}`);
}

/** A number right before a comma or a word: `1,00,000`, `10k`, `500cr`. */
function numberHabit(text: string, previous: IToken | undefined, token: IToken): ScanError | null {
  if (previous?.tokenType !== NumberLiteral) return null;
  if (previous.startOffset + previous.image.length !== token.startOffset) return null;
  if (token.tokenType === Comma) {
    const grouped = /^\d[\d,]*(?:\.\d+)?/.exec(text.slice(previous.startOffset))?.[0] ?? '';
    const span = spanAt(text, previous.startOffset, grouped.length);
    return scanError(
      span,
      `Write numbers without commas ${where(span)}: write ${grouped.replace(/,/g, '')}, not ${grouped}`,
    );
  }
  if (token.tokenType === Name) {
    const span = spanAt(text, previous.startOffset, previous.image.length + token.image.length);
    return scanError(
      span,
      `Write plain numbers without units ${where(span)}: market_cap is already in ₹ crore and percentages are plain numbers, such as 15`,
    );
  }
  return null;
}

export function parsingError(
  text: string,
  tokens: IToken[],
  exception: IRecognitionException,
): ScanError {
  const token = exception.token;
  const atEnd = token.tokenType === EOF || Number.isNaN(token.startOffset);
  const index = atEnd
    ? tokens.length
    : tokens.findIndex((t) => t.startOffset === token.startOffset);
  const preceding = tokens.slice(0, Math.max(0, index));
  const habit = atEnd ? null : numberHabit(text, preceding[preceding.length - 1], token);
  if (habit) return habit;

  const types = expectedAfter(preceding);
  const endAllowed = exception.name === 'NotAllInputParsedException';
  const expected = [...TOKEN_WORDS].filter(([type]) => types.has(type)).map(([, word]) => word);
  if (endAllowed) expected.push(END);
  const span = atEnd ? spanAt(text, text.length, 0) : tokenSpan(token);
  const wanted = summarise(types, endAllowed);
  const found = atEnd ? 'the scan ends there' : `found '${token.image}'`;
  return scanError(span, `Expected ${wanted} ${where(span)}, but ${found}`, { expected });
}
