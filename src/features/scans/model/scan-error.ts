import type { ScanError } from '@/domain/scan/ast';

// How a scan's text error is shown as the user types: the text split around the wrong part
// (underlined), and the name the parser thinks was meant put in its place with one press.

export interface ErrorParts {
  before: string;
  /** The wrong part; at least one character wide (a space stands in at the end of the text). */
  wrong: string;
  after: string;
}

export function errorParts(text: string, error: Pick<ScanError, 'offset' | 'length'>): ErrorParts {
  const start = Math.max(0, Math.min(error.offset, text.length));
  const end = Math.max(start, Math.min(start + Math.max(error.length, 1), text.length));
  const wrong = text.slice(start, end);
  return {
    before: text.slice(0, start),
    wrong: wrong === '' ? ' ' : wrong,
    after: text.slice(end),
  };
}

/** The text with the suggestion written over the wrong part; null when there is none. */
export function withSuggestion(text: string, error: ScanError): string | null {
  if (!error.suggestion) return null;
  const { before, after } = errorParts(text, error);
  return `${before}${error.suggestion}${after}`;
}

/** "Line 1, column 14" (the first line's column alone when the text is one line). */
export const errorPlace = (text: string, error: Pick<ScanError, 'line' | 'column'>): string =>
  text.includes('\n') ? `Line ${error.line}, column ${error.column}` : `Column ${error.column}`;
