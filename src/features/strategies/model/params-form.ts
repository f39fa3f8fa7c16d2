import { rupeesTextToPaise } from '../../../ui/format-money';
import {
  strategyParamsSchema,
  type RebalancePeriod,
  type StrategyBase,
  type StrategyParams,
  type StrategyWeighting,
  type Universe,
} from './contract';
import { fractionOfPercentText, percentText } from './format';

// The parameters panel (issue 14, Deliver 3) as text the user edits and the StrategyParams the
// server takes: percent boxes for rates, rupees for the capital, an empty rule for "no rule".
// The contract's schema has the last word on ranges, so the panel and the server agree.

export interface ParamsForm {
  universe: Universe;
  holdings: string;
  weighting: StrategyWeighting;
  rebalance: RebalancePeriod;
  entry: string;
  exit: string;
  stopLossOn: boolean;
  /** Percent below the buy price. */
  stopLoss: string;
  costs: boolean;
  slippageBps: string;
  /** Percent a year. */
  riskFreeRate: string;
  years: string;
  /** Rupees as typed. */
  capital: string;
}

export type ParamsField = Exclude<keyof ParamsForm, 'stopLossOn'>;
export type ParamsErrors = Partial<Record<ParamsField, string>>;

const rupeeText = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Stop-loss shown when switched on with nothing typed before. */
export const DEFAULT_STOP_LOSS_PERCENT = '15';

export function formFromParams(params: StrategyParams): ParamsForm {
  return {
    universe: params.universe,
    holdings: String(params.holdings),
    weighting: params.weighting,
    rebalance: params.rebalance,
    entry: params.entry ?? '',
    exit: params.exit ?? '',
    stopLossOn: params.stopLoss !== null,
    stopLoss: params.stopLoss === null ? DEFAULT_STOP_LOSS_PERCENT : percentText(params.stopLoss),
    costs: params.costs,
    slippageBps: String(params.slippageBps),
    riskFreeRate: percentText(params.riskFreeRate),
    years: String(params.years),
    capital: rupeeText.format(params.capital / 100),
  };
}

const wholeNumber = (text: string): number =>
  /^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN;

/** A rule's problem at the position the parser found, or null when it reads (H1's parseScan). */
export type RuleCheck = (text: string) => string | null;

export type ParamsOutcome =
  { ok: true; params: StrategyParams } | { ok: false; errors: ParamsErrors };

/**
 * The parameters the form states for a strategy ranked by `base`, or what to fix, each message
 * at its field. `checkRule` (when the parser has loaded) catches a rule's mistakes as typed.
 */
export function paramsFromForm(
  form: ParamsForm,
  base: StrategyBase,
  checkRule?: RuleCheck,
): ParamsOutcome {
  const errors: ParamsErrors = {};
  const need = (field: ParamsField, value: number, message: string) => {
    if (Number.isNaN(value)) errors[field] = message;
    return value;
  };
  const entry = form.entry.trim() === '' ? null : form.entry.trim();
  const exit = form.exit.trim() === '' ? null : form.exit.trim();
  const capital = rupeesTextToPaise(form.capital);
  const candidate = {
    base,
    universe: form.universe,
    holdings: need('holdings', wholeNumber(form.holdings), 'Type a whole number of stocks'),
    weighting: form.weighting,
    rebalance: form.rebalance,
    entry,
    exit,
    stopLoss: form.stopLossOn
      ? need('stopLoss', fractionOfPercentText(form.stopLoss), 'Type a percent, for example 15')
      : null,
    costs: form.costs,
    slippageBps: need(
      'slippageBps',
      wholeNumber(form.slippageBps),
      'Type whole basis points, for example 10',
    ),
    riskFreeRate: need(
      'riskFreeRate',
      fractionOfPercentText(form.riskFreeRate),
      'Type a percent, for example 6.5',
    ),
    years: need('years', wholeNumber(form.years), 'Type a whole number of years'),
    capital: capital === null ? Number.NaN : capital,
  };
  if (capital === null || Number.isNaN(capital)) {
    errors.capital = 'Type an amount in rupees, for example 10,00,000';
  }
  if (base === 'scan' && entry === null) {
    errors.entry = 'A strategy made from a scan buys what the scan finds: type its rule';
  }
  for (const field of ['entry', 'exit'] as const) {
    const text = candidate[field];
    const problem = text !== null && checkRule ? checkRule(text) : null;
    if (problem && !errors[field]) errors[field] = problem;
  }
  const parsed = strategyParamsSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in form && !(field in errors)) {
        errors[field as ParamsField] = issue.message;
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { ok: false, errors };
  }
  return { ok: true, params: parsed.data };
}

/** The server's field errors (`params.holdings`) at the panel's fields. */
export function paramsErrorsOf(byField: Record<string, string>): ParamsErrors {
  const errors: ParamsErrors = {};
  for (const [path, message] of Object.entries(byField)) {
    const field = path.replace(/^params\./, '');
    if (field !== 'stopLossOn' && isParamsField(field)) errors[field] ??= message;
  }
  return errors;
}

const FIELDS: readonly ParamsField[] = [
  'universe',
  'holdings',
  'weighting',
  'rebalance',
  'entry',
  'exit',
  'stopLoss',
  'costs',
  'slippageBps',
  'riskFreeRate',
  'years',
  'capital',
];
const isParamsField = (name: string): name is ParamsField =>
  (FIELDS as readonly string[]).includes(name);

/** The errors left once the user edits: a field's message goes when its value changes. */
export function clearEdited(
  errors: ParamsErrors,
  before: ParamsForm,
  after: ParamsForm,
): ParamsErrors {
  const left: ParamsErrors = {};
  for (const field of FIELDS) {
    const message = errors[field];
    if (message && before[field] === after[field]) left[field] = message;
  }
  return left;
}
