import * as z from 'zod/mini';
import { MODEL_MAX_STOCKS } from './limits';

// The address of the model screens (issue 16, Deliver 2): ?symbols=A,B (the picks travelling
// between the stock picker and the editor), ?model=<id> (the model edited or opened). Anything
// malformed is dropped, not an error.

const SYMBOL = /^[A-Z0-9&_-]{1,20}$/;

export const modelSearchSchema = z.object({
  symbols: z.catch(z.optional(z.string().check(z.maxLength(MODEL_MAX_STOCKS * 21))), undefined),
  model: z.catch(z.optional(z.uuid()), undefined),
});
export type ModelSearch = z.infer<typeof modelSearchSchema>;

/** The symbols of ?symbols=: valid ones, upper case, once each, at most MODEL_MAX_STOCKS. */
export function parseModelSymbols(text: string | undefined): string[] {
  if (!text) return [];
  const symbols = text
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter((part) => SYMBOL.test(part));
  return [...new Set(symbols)].slice(0, MODEL_MAX_STOCKS);
}

/** The search of the editor or the picker for these picks, keeping the model edited. */
export function modelSearch(symbols: readonly string[], model: string | undefined): ModelSearch {
  return {
    ...(symbols.length > 0 && { symbols: symbols.join(',') }),
    ...(model && { model }),
  };
}
