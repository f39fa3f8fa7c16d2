/** Positions in a scan's text, and errors located at them. */
import type { IToken } from 'chevrotain';
import type { ScanError, Span } from './ast';

export function tokenSpan(token: IToken): Span {
  return {
    offset: token.startOffset,
    length: token.image.length,
    line: token.startLine ?? 1,
    column: token.startColumn ?? 1,
  };
}

/** From the start of `first` to the end of `last`. */
export function joinSpans(first: Span, last: Span): Span {
  return {
    offset: first.offset,
    length: last.offset + last.length - first.offset,
    line: first.line,
    column: first.column,
  };
}

/** Line and column (from 1) of an offset; line breaks as the lexer counts them (\n, \r\n, \r). */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    const char = text[i];
    if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

export function spanAt(text: string, offset: number, length: number): Span {
  return { offset, length, ...positionAt(text, offset) };
}

/** "at line 1, column 14": how every message says where. */
export function where(span: Span): string {
  return `at line ${span.line}, column ${span.column}`;
}

export function scanError(
  span: Span,
  message: string,
  extra: Pick<ScanError, 'expected' | 'suggestion'> = {},
): ScanError {
  const { offset, length, line, column } = span;
  return { message, offset, length, line, column, ...extra };
}
