import * as z from 'zod/mini';
import type { Theme } from './archive-shapes';
import {
  basketCreateSchema,
  MAX_STOCKS,
  NAME_MAX,
  WEIGHTINGS,
  type BasketCreate,
  type Weighting,
} from './contract';
import { customWeightProblem } from './weights';

// The create-a-basket form (issue 13, Deliver 6) as typed, and the request it makes. Kept as
// text where the investor types (custom weights in percent), read into basis points only here,
// and checked with the contract's own schema so the form says what the server would say, before
// anything is sent.

export interface BasketForm {
  name: string;
  weighting: Weighting;
  /** In the order picked. */
  symbols: string[];
  /** Custom weights as typed, in percent, by symbol. */
  percents: Record<string, string>;
  /** The ready-made theme it was started from, if any. */
  themeId: string | null;
}

export const EMPTY_FORM: BasketForm = {
  name: '',
  weighting: 'equal',
  symbols: [],
  percents: {},
  themeId: null,
};

export const isWeighting = (value: string): value is Weighting =>
  (WEIGHTINGS as readonly string[]).includes(value);

const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/** "12.5" or "12.5 %" -> 1250 bp, exactly; undefined when empty or not a percent with ≤ 2 decimals. */
export function percentTextToBp(text: string | undefined): number | undefined {
  const match = PERCENT.exec((text ?? '').replace(/[%\s]/g, ''));
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 -> "12.5", 3334 -> "33.34". */
export const bpToPercentText = (bp: number): string => String(bp / 100);

export const customWeightsOf = (form: BasketForm): (number | undefined)[] =>
  form.symbols.map((symbol) => percentTextToBp(form.percents[symbol]));

export function withSymbols(form: BasketForm, symbols: readonly string[]): BasketForm {
  const unique = [...new Set(symbols)].slice(0, MAX_STOCKS);
  const percents: Record<string, string> = {};
  for (const symbol of unique) {
    const typed = form.percents[symbol];
    if (typed !== undefined) percents[symbol] = typed;
  }
  return { ...form, symbols: unique, percents };
}

export const addSymbol = (form: BasketForm, symbol: string): BasketForm =>
  form.symbols.includes(symbol) ? form : withSymbols(form, [...form.symbols, symbol]);

export const removeSymbol = (form: BasketForm, symbol: string): BasketForm =>
  withSymbols(
    form,
    form.symbols.filter((one) => one !== symbol),
  );

/**
 * A new weighting. Moving to custom starts from the weights on screen (`shownBp`, in the order
 * of the symbols), so the investor adjusts a mix that already adds up to 100 %.
 */
export function chooseWeighting(
  form: BasketForm,
  weighting: Weighting,
  shownBp: readonly (number | null)[],
): BasketForm {
  if (weighting !== 'custom' || form.weighting === 'custom') return { ...form, weighting };
  const percents: Record<string, string> = {};
  form.symbols.forEach((symbol, index) => {
    const bp = shownBp[index];
    percents[symbol] = bp === null || bp === undefined ? '' : bpToPercentText(bp);
  });
  return { ...form, weighting, percents };
}

/** A theme as a starting form: its name, stocks and weighting (its own weights as custom when its rule is not one of ours). */
export function formFromTheme(theme: Theme): BasketForm {
  const stocks = theme.stocks.slice(0, MAX_STOCKS);
  const weighting =
    isWeighting(theme.weighting) && theme.weighting !== 'custom' ? theme.weighting : 'custom';
  return {
    name: theme.name.slice(0, NAME_MAX),
    weighting,
    symbols: stocks.map((stock) => stock.symbol),
    percents: Object.fromEntries(stocks.map((s) => [s.symbol, bpToPercentText(s.weightBp)])),
    themeId: theme.id,
  };
}

/**
 * Where the form starts: the theme asked for (unless the draft on this device was started from
 * it already), else the draft, with the symbols of the address when it brings some (a draft
 * with none of them in common was for another basket, so it gives way).
 */
export function startingForm(input: {
  draft: BasketForm | null;
  symbols: readonly string[];
  theme: Theme | null;
}): BasketForm {
  const { draft, symbols, theme } = input;
  let form: BasketForm;
  if (theme && draft?.themeId !== theme.id) form = formFromTheme(theme);
  else form = draft ?? EMPTY_FORM;
  if (symbols.length === 0) return form;
  if (!theme && !symbols.some((symbol) => form.symbols.includes(symbol))) form = EMPTY_FORM;
  return withSymbols(form, symbols);
}

export interface FormProblems {
  name?: string;
  stocks?: string;
  weights?: string;
}

export type BasketRequest = BasketCreate & { id: string };

/** The POST body, or what to fix first, field by field. */
export function basketRequestOf(
  form: BasketForm,
  id: string,
): { ok: true; body: BasketRequest } | { ok: false; problems: FormProblems } {
  const custom = form.weighting === 'custom';
  const weights = customWeightsOf(form);
  const candidate = {
    id,
    name: form.name,
    weighting: form.weighting,
    stocks: form.symbols.map((symbol, index) => {
      const weightBp = weights[index];
      return custom && weightBp !== undefined ? { symbol, weightBp } : { symbol };
    }),
    ...(form.themeId && { themeId: form.themeId }),
  };
  const problems: FormProblems = {};
  if (custom && form.symbols.length > 0) {
    const problem = customWeightProblem(weights);
    if (problem) problems.weights = problem;
  }
  const parsed = basketCreateSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, , leaf] = issue.path;
      const field = head === 'name' ? 'name' : leaf === 'weightBp' ? 'weights' : 'stocks';
      problems[field] ??= issue.message;
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, body: { ...parsed.data, id } };
}

/** The form as kept on this device between visits (storage is a boundary: checked when read). */
export const storedFormSchema = z.object({
  name: z.string(),
  weighting: z.enum(WEIGHTINGS),
  symbols: z.array(z.string()),
  percents: z.record(z.string(), z.string()),
  themeId: z.nullable(z.string()),
});
