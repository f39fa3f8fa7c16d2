import { rupeesTextToPaise } from '@/ui/format-money';
import type { RiskCategoryId } from '../../../domain/risk-categories';
import {
  createCallSchema,
  DEFAULT_ALLOCATION_BP,
  type CallAction,
  type CreateCall,
} from './contract';

// The "New call" form as typed (text, so nothing the adviser typed is lost to parsing), checked
// with the contract's schema before it is sent; each problem keyed by the body's field name, as
// the server's field errors are, so both show next to the same input.

export interface CallForm {
  symbol: string;
  action: CallAction;
  target: string;
  stop: string;
  horizonDays: string;
  /** Percent of a client's portfolio, buys only. */
  allocation: string;
  categories: RiskCategoryId[];
  rationale: string;
}

export const emptyCallForm = (): CallForm => ({
  symbol: '',
  action: 'buy',
  target: '',
  stop: '',
  horizonDays: '180',
  allocation: String(DEFAULT_ALLOCATION_BP / 100),
  categories: [],
  rationale: '',
});

export type CallField =
  | 'symbol'
  | 'action'
  | 'targetPrice'
  | 'stopLoss'
  | 'horizonDays'
  | 'allocationBp'
  | 'categories'
  | 'rationale';

export type CallProblems = Partial<Record<CallField, string>>;

const FIELDS = new Set<string>([
  'symbol',
  'action',
  'targetPrice',
  'stopLoss',
  'horizonDays',
  'allocationBp',
  'categories',
  'rationale',
]);

function amount(text: string, what: string): number | string {
  const paise = rupeesTextToPaise(text, 7);
  if (paise === null) return `Enter the ${what} in rupees`;
  if (Number.isNaN(paise)) return `Enter the ${what} as rupees and paise, like 2,450.50`;
  return paise;
}

/** The body to send, or what to fix, by field. */
export function checkCallForm(
  form: CallForm,
  callId: string,
): { ok: true; body: CreateCall } | { ok: false; problems: CallProblems } {
  const problems: CallProblems = {};
  const target = amount(form.target, 'target');
  const stop = amount(form.stop, 'stop-loss');
  if (typeof target === 'string') problems.targetPrice = target;
  if (typeof stop === 'string') problems.stopLoss = stop;
  const horizon = form.horizonDays.trim() === '' ? Number.NaN : Number(form.horizonDays);
  const percent = Number(form.allocation.replace('%', '').trim());
  if (form.action === 'buy' && (form.allocation.trim() === '' || !Number.isFinite(percent))) {
    problems.allocationBp = 'Enter the share of a portfolio to buy, in percent';
  }
  if (
    form.action === 'sell' &&
    typeof target === 'number' &&
    typeof stop === 'number' &&
    target >= stop
  ) {
    problems.targetPrice = 'A sell’s target is below its stop-loss';
  }
  if (
    form.action !== 'sell' &&
    typeof target === 'number' &&
    typeof stop === 'number' &&
    target <= stop
  ) {
    problems.targetPrice = `A ${form.action}’s target is above its stop-loss`;
  }
  const candidate = {
    callId,
    symbol: form.symbol,
    action: form.action,
    targetPrice: typeof target === 'number' ? target : 0,
    stopLoss: typeof stop === 'number' ? stop : 0,
    horizonDays: Number.isInteger(horizon) ? horizon : Number.NaN,
    rationale: form.rationale,
    categories: form.categories,
    ...(form.action === 'buy' && { allocationBp: Math.round(percent * 100) }),
  };
  const parsed = createCallSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const head = String(issue.path[0] ?? '');
      if (!FIELDS.has(head)) continue;
      const field = head as CallField;
      if (field === 'horizonDays' && !Number.isInteger(horizon)) {
        problems.horizonDays ??= 'Enter the horizon in whole days';
        continue;
      }
      problems[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: parsed.data };
}
