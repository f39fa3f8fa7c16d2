import * as z from 'zod/mini';
import { GOAL_TYPES, type GoalType } from '../../../domain/goal-types';
import {
  RISK_CATEGORIES,
  RISK_CATEGORY_IDS,
  type RiskCategoryId,
} from '../../../domain/risk-categories';
import { CATEGORY_LIMITS, type CapBand } from '../../../domain/suitability';
import {
  createModelSchema,
  DEFAULT_DRIFT_BAND_BP,
  MODEL_MAX_STOCKS,
  updateModelSchema,
  type CreateModel,
  type ModelSummary,
  type UpdateModel,
} from './contract';

// The model portfolio editor (issue 16, Deliver 2) as typed, and the request it makes. Weights
// and the drift band are kept as the text the adviser types (percent, percentage points), read
// into basis points only here, and the request is checked with the contract's own schemas so
// the form says what the server would say, field by field, before anything is sent.

export interface ModelForm {
  name: string;
  goalType: GoalType | '';
  /** In the order picked. */
  symbols: string[];
  /** Weights as typed, in percent, by symbol. */
  percents: Record<string, string>;
  categories: RiskCategoryId[];
  /** The drift band as typed, in percentage points (± around each weight). */
  band: string;
  /** YYYY-MM-DD. */
  reviewDate: string;
  /** What this version changes and why. */
  note: string;
}

/** Three months after `today` (YYYY-MM-DD), the usual review. */
export function defaultReviewDate(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCMonth(date.getUTCMonth() + 3);
  // 30 November + 3 months is not 2 March: keep to the month's end.
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

export const emptyModelForm = (today: string): ModelForm => ({
  name: '',
  goalType: '',
  symbols: [],
  percents: {},
  categories: [],
  band: String(DEFAULT_DRIFT_BAND_BP / 100),
  reviewDate: defaultReviewDate(today),
  note: '',
});

const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/** "12.5" or "12.5 %" -> 1250 bp exactly; undefined when empty or not a percent with ≤ 2 decimals. */
export function percentTextToBp(text: string | undefined): number | undefined {
  const match = PERCENT.exec((text ?? '').replace(/[%\s]/g, ''));
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 -> "12.5", 3334 -> "33.34". */
export const bpToPercentText = (bp: number): string => String(bp / 100);

/** Percent with up to 2 decimals, Indian style: 33.34 %. */
export const percentLabel = (bp: number): string =>
  `${(bp / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })} %`;

export const isGoalType = (value: string): value is GoalType =>
  (GOAL_TYPES as readonly string[]).includes(value);

/** The weights of `count` stocks as equal as basis points allow, adding up to exactly 100 %. */
export function equalWeightsBp(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(10_000 / count);
  const extra = 10_000 - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0));
}

export function withEqualWeights(form: ModelForm): ModelForm {
  const weights = equalWeightsBp(form.symbols.length);
  return {
    ...form,
    percents: Object.fromEntries(
      form.symbols.map((symbol, index) => [symbol, bpToPercentText(weights[index]!)]),
    ),
  };
}

/**
 * The form with these stocks, in this order: typed weights kept for those it had; new ones
 * empty (or, when no weight was typed yet at all, everything equal).
 */
export function withSymbols(form: ModelForm, symbols: readonly string[]): ModelForm {
  const unique = [...new Set(symbols)].slice(0, MODEL_MAX_STOCKS);
  const typedAny = form.symbols.some((symbol) => (form.percents[symbol] ?? '').trim() !== '');
  const percents: Record<string, string> = {};
  for (const symbol of unique) percents[symbol] = form.percents[symbol] ?? '';
  const next = { ...form, symbols: unique, percents };
  return typedAny ? next : withEqualWeights(next);
}

export const removeSymbol = (form: ModelForm, symbol: string): ModelForm => {
  const symbols = form.symbols.filter((one) => one !== symbol);
  const percents = { ...form.percents };
  delete percents[symbol];
  return { ...form, symbols, percents };
};

export const toggleCategory = (form: ModelForm, id: RiskCategoryId): ModelForm => ({
  ...form,
  categories: form.categories.includes(id)
    ? form.categories.filter((one) => one !== id)
    : RISK_CATEGORY_IDS.filter((one) => one === id || form.categories.includes(one)),
});

/** The weights typed, in basis points, in the order of the stocks (undefined: not a percent). */
export const weightsBpOf = (form: ModelForm): (number | undefined)[] =>
  form.symbols.map((symbol) => percentTextToBp(form.percents[symbol]));

/** The sum of the weights typed, basis points; null while one is not a number. */
export function weightSumBp(form: ModelForm): number | null {
  const weights = weightsBpOf(form);
  if (weights.some((weight) => weight === undefined)) return null;
  return weights.reduce<number>((sum, weight) => sum + (weight ?? 0), 0);
}

/** In plain words: what the weights add up to, and what is left to place. */
export function weightSumText(form: ModelForm): string {
  const sum = weightSumBp(form);
  if (form.symbols.length === 0) return 'No stocks yet';
  if (sum === null) return 'Enter a weight for every stock';
  if (sum === 10_000) return 'The weights add up to 100 %';
  return sum < 10_000
    ? `The weights add up to ${percentLabel(sum)}: ${percentLabel(10_000 - sum)} still to place`
    : `The weights add up to ${percentLabel(sum)}: ${percentLabel(sum - 10_000)} too much`;
}

/** The form's fields a problem is shown at. */
export type FormField =
  | 'name'
  | 'goalType'
  | 'stocks'
  | 'categories'
  | 'band'
  | 'reviewDate'
  | 'note'
  | `weight.${string}`;

export type FormProblems = Partial<Record<FormField, string>>;

/**
 * Where a problem of the request (the contract's path, or the server's `errors[].field`) is
 * shown on the form: a stock's weight at its row, anything else about the stocks above them.
 */
export function formFieldOf(
  path: readonly PropertyKey[] | string,
  symbols: readonly string[],
): FormField {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [head, index, leaf] = parts;
  switch (head) {
    case 'name':
    case 'goalType':
    case 'categories':
    case 'reviewDate':
    case 'note':
      return head;
    case 'driftBandBp':
      return 'band';
    case 'stocks': {
      const symbol = index !== undefined ? symbols[Number(index)] : undefined;
      return leaf === 'weightBp' && symbol ? `weight.${symbol}` : 'stocks';
    }
    default:
      return 'stocks';
  }
}

/** The server's field problems, placed on the form (first per field). */
export function problemsFromServer(
  fields: Readonly<Record<string, string>>,
  symbols: readonly string[],
): FormProblems {
  const problems: FormProblems = {};
  for (const [field, detail] of Object.entries(fields)) {
    problems[formFieldOf(field, symbols)] ??= detail;
  }
  return problems;
}

const BAND = /^(\d{1,2})(?:\.(\d{0,2}))?$/;

/** "5" -> 500 bp; undefined when not a number of percentage points. */
export function bandTextToBp(text: string): number | undefined {
  const match = BAND.exec(text.replace(/[±%\spP]/g, ''));
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface RequestOptions {
  /** A new model: its id, made when the adviser acted. Without it, an edit (PUT). */
  modelId?: string;
  /** Today in India, YYYY-MM-DD: the review date is today or later. */
  today: string;
}

type RequestResult<B> = { ok: true; body: B } | { ok: false; problems: FormProblems };

/** The POST or PUT body, or what to fix first, field by field. */
export function modelRequestOf(
  form: ModelForm,
  options: RequestOptions & { modelId: string },
): RequestResult<CreateModel>;
export function modelRequestOf(
  form: ModelForm,
  options: RequestOptions,
): RequestResult<UpdateModel>;
export function modelRequestOf(
  form: ModelForm,
  options: RequestOptions,
): RequestResult<CreateModel | UpdateModel> {
  const weights = weightsBpOf(form);
  const band = bandTextToBp(form.band);
  const note = form.note.trim();
  const candidate = {
    ...(options.modelId && { modelId: options.modelId }),
    name: form.name,
    goalType: form.goalType === '' ? undefined : form.goalType,
    stocks: form.symbols.map((symbol, index) => ({ symbol, weightBp: weights[index] ?? NaN })),
    categories: form.categories,
    driftBandBp: band ?? NaN,
    reviewDate: form.reviewDate,
    ...(note && { note }),
  };
  const problems: FormProblems = {};
  form.symbols.forEach((symbol, index) => {
    if (weights[index] === undefined) {
      problems[`weight.${symbol}`] = 'Enter a percent, such as 12.5';
    }
  });
  if (band === undefined) problems.band = 'Enter the band in percentage points, such as 5';
  if (form.goalType === '') problems.goalType = 'Choose the goal it is for';
  if (!options.modelId && note === '') {
    problems.note = 'Say what changed in this version and why: it is kept with the version';
  }
  if (form.reviewDate && form.reviewDate < options.today) {
    problems.reviewDate = 'Choose a review date of today or later';
  }
  const schema = options.modelId ? createModelSchema : updateModelSchema;
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path, form.symbols);
      if (field.startsWith('weight.') && problems[field]) continue;
      problems[field] ??= issue.message;
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, body: parsed.data };
}

/** The form for editing a model: its current version as it stands. */
export function formFromModel(model: ModelSummary): ModelForm {
  return {
    name: model.name,
    goalType: model.goalType,
    symbols: model.stocks.map((stock) => stock.symbol),
    percents: Object.fromEntries(
      model.stocks.map((stock) => [stock.symbol, bpToPercentText(stock.weightBp)]),
    ),
    categories: [...model.categories],
    band: bpToPercentText(model.driftBandBp),
    reviewDate: model.reviewDate,
    note: '',
  };
}

/** A hint about how the model sits with a category's limits (src/domain/suitability.ts). */
export interface SuitabilityHint {
  category: RiskCategoryId;
  ok: boolean;
  text: string;
}

/**
 * For each chosen category, in plain words, whether the largest weight and (when the size
 * bands are known) the small-cap share keep within its limits. The server checks each client
 * again when the model is sent, with the mix's volatility too.
 */
export function suitabilityHints(
  form: ModelForm,
  bandOf: (symbol: string) => CapBand | null | undefined,
): SuitabilityHint[] {
  const weights = weightsBpOf(form);
  let largest: { symbol: string; bp: number } | null = null;
  let small = 0;
  let unknownBands = 0;
  form.symbols.forEach((symbol, index) => {
    const bp = weights[index];
    if (bp === undefined) return;
    if (!largest || bp > largest.bp) largest = { symbol, bp };
    const band = bandOf(symbol);
    if (band === 'small') small += bp;
    else if (!band) unknownBands += 1;
  });
  const top = largest as { symbol: string; bp: number } | null;
  return form.categories.map((category) => {
    const limits = CATEGORY_LIMITS[category];
    const label = RISK_CATEGORIES[category].label;
    const problems: string[] = [];
    if (top && top.bp > limits.maxSingleStockBp) {
      problems.push(
        `${top.symbol} is ${percentLabel(top.bp)} of the model; ${label} allows at most ${percentLabel(limits.maxSingleStockBp)} in one stock`,
      );
    }
    if (small > limits.maxSmallCapBp) {
      problems.push(
        limits.maxSmallCapBp === 0
          ? `small caps are ${percentLabel(small)} of the model; ${label} allows none`
          : `small caps are ${percentLabel(small)} of the model; ${label} allows at most ${percentLabel(limits.maxSmallCapBp)}`,
      );
    }
    if (problems.length > 0) {
      const [first = '', ...rest] = problems;
      const sentence = [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(', and ');
      return {
        category,
        ok: false,
        text: `${sentence}. ${label} clients would be blocked unless you justify it.`,
      };
    }
    const unknown =
      unknownBands > 0
        ? ` (the size of ${unknownBands === 1 ? 'one stock is' : `${unknownBands} stocks is`} not known yet)`
        : '';
    return {
      category,
      ok: true,
      text: `Within ${label}’s limits for one stock and for small caps${unknown}.`,
    };
  });
}

/** What changed from one version to the next: stocks added, taken out and reweighted. */
export interface VersionChanges {
  added: { symbol: string; weightBp: number }[];
  removed: { symbol: string; weightBp: number }[];
  reweighted: { symbol: string; fromBp: number; toBp: number }[];
}

export function versionChanges(
  before: readonly { symbol: string; weightBp: number }[],
  after: readonly { symbol: string; weightBp: number }[],
): VersionChanges {
  const old = new Map(before.map((stock) => [stock.symbol, stock.weightBp]));
  const now = new Map(after.map((stock) => [stock.symbol, stock.weightBp]));
  return {
    added: after.filter((stock) => !old.has(stock.symbol)),
    removed: before.filter((stock) => !now.has(stock.symbol)),
    reweighted: after
      .filter((stock) => old.has(stock.symbol) && old.get(stock.symbol) !== stock.weightBp)
      .map((stock) => ({
        symbol: stock.symbol,
        fromBp: old.get(stock.symbol)!,
        toBp: stock.weightBp,
      })),
  };
}

/** The changes in one line: "Added ITC (20 %); took out SBIN; TCS 30 % → 25 %". */
export function versionChangesText(changes: VersionChanges): string {
  const parts: string[] = [];
  if (changes.added.length > 0) {
    parts.push(
      `Added ${changes.added.map((s) => `${s.symbol} (${percentLabel(s.weightBp)})`).join(', ')}`,
    );
  }
  if (changes.removed.length > 0) {
    parts.push(`took out ${changes.removed.map((s) => s.symbol).join(', ')}`);
  }
  if (changes.reweighted.length > 0) {
    parts.push(
      changes.reweighted
        .map((s) => `${s.symbol} ${percentLabel(s.fromBp)} → ${percentLabel(s.toBp)}`)
        .join(', '),
    );
  }
  if (parts.length === 0) return 'Same stocks and weights';
  const [first = '', ...rest] = parts;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join('; ');
}

/** The draft kept on this device between the editor and the stock picker (checked when read). */
export const storedModelFormSchema = z.object({
  name: z.string(),
  goalType: z.union([z.enum(GOAL_TYPES), z.literal('')]),
  symbols: z.array(z.string()),
  percents: z.record(z.string(), z.string()),
  categories: z.array(z.enum(RISK_CATEGORY_IDS)),
  band: z.string(),
  reviewDate: z.string(),
  note: z.string(),
});

/** Whether a review date has passed (it is due for review). */
export const reviewOverdue = (reviewDate: string, today: string): boolean => reviewDate < today;

const indiaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in India, YYYY-MM-DD (the exchange's date, whatever the device's zone). */
export const indiaToday = (now: Date = new Date()): string => indiaDay.format(now);
