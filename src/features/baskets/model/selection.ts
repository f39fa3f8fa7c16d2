import * as z from 'zod/mini';
import { MAX_STOCKS, SYMBOL_FORMAT } from './limits';

// Picking stocks for a basket (issue 13, Deliver 5 and 6): the picked symbols in the order they
// were picked, and how they travel between screens in the address (?symbols=A,B,C).

/** Adds the symbol, or removes it when picked already; a full basket takes no more. */
export function toggleSymbol(
  selected: readonly string[],
  symbol: string,
  max: number = MAX_STOCKS,
): string[] {
  if (selected.includes(symbol)) return selected.filter((one) => one !== symbol);
  return selected.length >= max ? [...selected] : [...selected, symbol];
}

/** The symbols of `?symbols=` (comma separated): valid ones, upper case, once each, at most MAX_STOCKS. */
export function parseSymbolList(text: string | undefined | null): string[] {
  if (!text) return [];
  const symbols = text
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter((part) => SYMBOL_FORMAT.test(part));
  return [...new Set(symbols)].slice(0, MAX_STOCKS);
}

export const symbolListParam = (symbols: readonly string[]): string => symbols.join(',');

export interface CreateSearch {
  symbols?: string;
  themeId?: string;
  goalId?: string;
}

/** The search of /investor/baskets/basketscreate for these picks, keeping the goal when there is one. */
export function basketCreateSearch(input: {
  symbols?: readonly string[];
  themeId?: string | undefined;
  goalId?: string | undefined;
}): CreateSearch {
  return {
    ...(input.symbols && input.symbols.length > 0 && { symbols: symbolListParam(input.symbols) }),
    ...(input.themeId && { themeId: input.themeId }),
    ...(input.goalId && { goalId: input.goalId }),
  };
}

const optionalText = (max: number) =>
  z.catch(z.optional(z.string().check(z.maxLength(max))), undefined);

/** The address of the stock selection and the basket form: anything malformed is dropped, not an error. */
export const basketSearchSchema = z.object({
  symbols: optionalText(MAX_STOCKS * 21),
  themeId: optionalText(40),
  goalId: z.catch(z.optional(z.uuid()), undefined),
});
export type BasketSearch = z.infer<typeof basketSearchSchema>;
