import type { CallAction, CallStatus } from './contract';

// When a research call closes (issue 16, Deliver 1), shared by the data-update job and the demo
// seed (server/modules/research/calls-close-job.ts, calls-demo-seed.ts). Pure: prices are paise,
// days YYYY-MM-DD.

/** One trading day of the stock after the call's entry day, in the entry day's share terms. */
export interface CallBar {
  date: string;
  high: number;
  low: number;
  close: number;
}

export interface CallTerms {
  action: CallAction;
  targetPrice: number;
  stopLoss: number;
  /** The last day the call runs; past it, a call that reached neither price expires. */
  horizonDate: string;
}

export interface CallClose {
  status: Exclude<CallStatus, 'open'>;
  closedOn: string;
  closePrice: number;
}

/**
 * Whether one day's range reached the target and the stop. A buy (and a hold, whose target is
 * the upper band and stop the lower) gains upwards; a sell gains downwards.
 */
function reached(call: CallTerms, bar: CallBar): { target: boolean; stop: boolean } {
  return call.action === 'sell'
    ? { target: bar.low <= call.targetPrice, stop: bar.high >= call.stopLoss }
    : { target: bar.high >= call.targetPrice, stop: bar.low <= call.stopLoss };
}

/**
 * The call's close from the bars after its entry day (oldest first), or null while it is open:
 * the first bar, up to the horizon, whose range reaches the stop ('stop-hit' at the stop) or the
 * target ('target-hit' at the target); both on one bar counts as the stop, the cautious reading
 * (a day's bar does not say which came first). Once the market is past the horizon (`asOf`, the
 * latest market day, defaults to the last bar's) with neither reached: 'expired' at the close of
 * the last bar on or before the horizon (the entry price on the horizon when there is none).
 */
export function closeCall(
  call: CallTerms & { entryPrice?: number },
  bars: readonly CallBar[],
  asOf: string | null = bars.at(-1)?.date ?? null,
): CallClose | null {
  let last: CallBar | null = null;
  for (const bar of bars) {
    if (bar.date > call.horizonDate) break;
    const hit = reached(call, bar);
    if (hit.stop) return { status: 'stop-hit', closedOn: bar.date, closePrice: call.stopLoss };
    if (hit.target) {
      return { status: 'target-hit', closedOn: bar.date, closePrice: call.targetPrice };
    }
    last = bar;
  }
  if (asOf === null || asOf <= call.horizonDate) return null;
  if (last) return { status: 'expired', closedOn: last.date, closePrice: last.close };
  if (call.entryPrice === undefined) return null;
  return { status: 'expired', closedOn: call.horizonDate, closePrice: call.entryPrice };
}

/**
 * The return of a move from `entry` to `price` in the call's direction, percent: a buy or a hold
 * gains as the price rises, a sell as it falls ((entry − price) / entry). Null without an entry.
 */
export function directionalReturn(action: CallAction, entry: number, price: number): number | null {
  if (!(entry > 0) || !Number.isFinite(price)) return null;
  const change = ((price - entry) / entry) * 100;
  return action === 'sell' ? -change : change;
}

/** Rounded to hundredths of a percent, as the API answers. */
export const roundPercent = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 100) / 100;

/** What the price rule of an action asks of the target and stop against today's close. */
export interface PriceRuleBreak {
  field: 'targetPrice' | 'stopLoss';
  /** 'above' or 'below' today's close. */
  side: 'above' | 'below';
}

/**
 * The price rule (a buy or hold: stop < close < target; a sell: target < close < stop): the
 * fields that break it, none when the call is sound.
 */
export function priceRuleBreaks(
  call: Pick<CallTerms, 'action' | 'targetPrice' | 'stopLoss'>,
  close: number,
): PriceRuleBreak[] {
  const breaks: PriceRuleBreak[] = [];
  if (call.action === 'sell') {
    if (!(call.targetPrice < close)) breaks.push({ field: 'targetPrice', side: 'below' });
    if (!(call.stopLoss > close)) breaks.push({ field: 'stopLoss', side: 'above' });
  } else {
    if (!(call.targetPrice > close)) breaks.push({ field: 'targetPrice', side: 'above' });
    if (!(call.stopLoss < close)) breaks.push({ field: 'stopLoss', side: 'below' });
  }
  return breaks;
}

const ARTICLE: Record<CallAction, string> = { buy: 'A buy', sell: 'A sell', hold: 'A hold' };

/** "A buy's target is above today's close ₹2,431.50", with the close already formatted. */
export function priceRuleText(action: CallAction, rule: PriceRuleBreak, close: string): string {
  const what =
    rule.field === 'targetPrice'
      ? action === 'hold'
        ? 'target (the upper band)'
        : 'target'
      : action === 'hold'
        ? 'stop-loss (the lower band)'
        : 'stop-loss';
  return `${ARTICLE[action]}’s ${what} is ${rule.side} today’s close ${close}`;
}

/** Adds whole days to a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
