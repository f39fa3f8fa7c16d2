/**
 * `parseScan`: a scan's text to its checked tree, or the first problem in it, located. Lexer,
 * grammar and checker run in that order; the first error in each stops there.
 */
import type { ParseResult } from './ast';
import { checkScan } from './check';
import { scanGrammar } from './grammar';
import { LParen, RParen, scanLexer } from './lexer';
import { scanError, spanAt, tokenSpan, where } from './span';
import { lexingError, parsingError } from './syntax-errors';

/** Longer than any scan a person writes; keeps a pasted novel from reaching the parser. */
export const MAX_SCAN_LENGTH = 2000;
/** Bracket depth; the grammar recurses once per bracket and the stack is finite. */
export const MAX_NESTING = 32;

export function parseScan(text: string): ParseResult {
  if (text.length > MAX_SCAN_LENGTH) {
    const span = spanAt(text, MAX_SCAN_LENGTH, text.length - MAX_SCAN_LENGTH);
    return fault(
      span,
      `A scan can be at most ${MAX_SCAN_LENGTH} characters; this one is ${text.length}`,
    );
  }
  const lexed = scanLexer.tokenize(text);
  const [lexError] = lexed.errors;
  if (lexError) return { ok: false, error: lexingError(text, lexError) };
  const tokens = lexed.tokens;
  if (tokens.length === 0) {
    return fault(
      spanAt(text, 0, text.length),
      'The scan is empty: write a condition, such as close > 100',
    );
  }

  let depth = 0;
  for (const token of tokens) {
    if (token.tokenType === LParen) depth += 1;
    else if (token.tokenType === RParen) depth -= 1;
    if (depth > MAX_NESTING) {
      const span = tokenSpan(token);
      return fault(
        span,
        `Too many brackets inside one another ${where(span)} (at most ${MAX_NESTING})`,
      );
    }
  }

  scanGrammar.input = tokens;
  const raw = scanGrammar.scan();
  const [exception] = scanGrammar.errors;
  if (exception) return { ok: false, error: parsingError(text, tokens, exception) };

  const checked = checkScan(raw);
  return checked.ok ? { ok: true, ast: checked.ast, text } : checked;
}

function fault(...args: Parameters<typeof scanError>): ParseResult {
  return { ok: false, error: scanError(...args) };
}
