/** How the checker stops at the first problem, and how its messages quote the scan. */
import type { Expr, ScanError, Span, ValueType } from './ast';
import { printScan } from './print';
import { scanError } from './span';

export class CheckFailure extends Error {
  readonly error: ScanError;

  constructor(error: ScanError) {
    super(error.message);
    this.error = error;
  }
}

export function fail(span: Span, message: string, suggestion?: string): never {
  throw new CheckFailure(scanError(span, message, suggestion === undefined ? {} : { suggestion }));
}

/** How a message quotes a part of the scan. */
export function quote(node: Expr): string {
  const text = printScan(node);
  return `'${text.length > 40 ? `${text.slice(0, 37)}...` : text}'`;
}

export const TYPE_WORDS: Record<ValueType, string> = {
  number: 'a number',
  text: 'text',
  boolean: 'a condition',
};
