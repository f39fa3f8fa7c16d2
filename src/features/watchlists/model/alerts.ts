import { formatBasisPoints, formatChangePercent, formatIsoDate, formatRupees } from './format';

/**
 * Price alerts (issue 12, Deliver 10): the rule that decides when one fires, shared by the
 * server's data.updated job and the screens. Pure.
 *
 * Each alert is a condition on a trading day's close:
 * - `above`: the close is above the threshold (paise); at the threshold is not above.
 * - `below`: the close is below the threshold (paise).
 * - `move_pct`: the close moved at least the threshold (basis points) from the previous close,
 *   up or down.
 *
 * Once per crossing: an alert is `armed` while its condition was false at the last close it
 * saw and `met` while it was true. It fires only on a close that turns it from armed to met;
 * while the condition stays true (an above-alert with the price staying above, or several big
 * days in a row) it does not fire again. It re-arms on the first close where the condition is
 * false (for `above`: back at or below the threshold), and fires again on the next crossing.
 *
 * Set when already true (INFY at ₹1,600 and an alert above ₹1,500): it starts `met` and does
 * not fire at once; it waits for the next crossing, after the price has gone back. The screen
 * says so when the alert is set, so nobody waits for a notification that will not come.
 */

export const ALERT_KINDS = ['above', 'below', 'move_pct'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertState = 'armed' | 'met';

/** Alerts per investor, over all stocks. */
export const MAX_ALERTS = 100;
/** A price threshold: above zero and at most ₹1 crore a share. */
export const PRICE_MAX = 1_00_00_000_00;
/** A move threshold: 0.10 % to 50 %, in basis points. */
export const MOVE_MIN_BPS = 10;
export const MOVE_MAX_BPS = 50_00;

export const ALERT_KIND_LABEL: Record<AlertKind, string> = {
  above: 'Price rises above',
  below: 'Price falls below',
  move_pct: 'Moves in a day by',
};

/** What the threshold of `kind` must be, in words, or null when it is fine. */
export function thresholdProblem(kind: AlertKind, threshold: number): string | null {
  if (!Number.isInteger(threshold)) return 'Enter a whole number of paise or basis points';
  if (kind === 'move_pct') {
    return threshold < MOVE_MIN_BPS || threshold > MOVE_MAX_BPS
      ? 'Choose a move from 0.10% to 50%'
      : null;
  }
  return threshold < 1 || threshold > PRICE_MAX ? 'Choose a price above ₹0 up to ₹1 crore' : null;
}

/** One trading day's close, with the close before it (null when there is none). */
export interface DayClose {
  date: string;
  close: number;
  previousClose: number | null;
}

/** Whether the alert's condition holds on `day` (integer arithmetic: no rounding at the edge). */
export function conditionHolds(kind: AlertKind, threshold: number, day: DayClose): boolean {
  if (kind === 'above') return day.close > threshold;
  if (kind === 'below') return day.close < threshold;
  const previous = day.previousClose;
  if (previous === null || previous <= 0) return false;
  return Math.abs(day.close - previous) * 10_000 >= threshold * previous;
}

/** Where an alert stands: its state and the last day it saw. */
export interface AlertProgress {
  state: AlertState;
  lastDate: string | null;
  lastClose: number | null;
}

export interface AlertRule extends AlertProgress {
  kind: AlertKind;
  threshold: number;
}

/** A new alert's state against the latest close: `met` when already true (see above). */
export function initialProgress(
  kind: AlertKind,
  threshold: number,
  latest: DayClose | null,
): AlertProgress {
  if (!latest) return { state: 'armed', lastDate: null, lastClose: null };
  return {
    state: conditionHolds(kind, threshold, latest) ? 'met' : 'armed',
    lastDate: latest.date,
    lastClose: latest.close,
  };
}

/**
 * The alert against new days' closes, oldest first (days it has seen already are skipped, so
 * evaluating the same days again fires nothing): the days it fired on and where it stands.
 */
export function evaluateAlert(
  alert: AlertRule,
  bars: ReadonlyArray<{ date: string; close: number }>,
): { progress: AlertProgress; fired: DayClose[] } {
  let { state, lastDate, lastClose } = alert;
  const fired: DayClose[] = [];
  const days = [...bars].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const bar of days) {
    if (lastDate !== null && bar.date <= lastDate) continue;
    const day: DayClose = { date: bar.date, close: bar.close, previousClose: lastClose };
    const holds = conditionHolds(alert.kind, alert.threshold, day);
    if (holds && state === 'armed') fired.push(day);
    state = holds ? 'met' : 'armed';
    lastDate = bar.date;
    lastClose = bar.close;
  }
  return { progress: { state, lastDate, lastClose }, fired };
}

/** A split or a bonus: prices after `exDate` are `priceFactor` times those before (0 < f ≤ 1). */
export interface ShareAction {
  exDate: string;
  priceFactor: number;
}

/**
 * Splits and bonuses change the price of a share, not what it is worth, so they must neither
 * fire nor hide a crossing: an alert is carried over, as brokers carry over open orders. The
 * days after `lastDate` are evaluated in the alert's own price basis (each close divided by the
 * factors of the actions up to its day), fired days are told in the prices of their day, and a
 * price threshold and the last close then move into the new basis (× the factors). A move in a
 * day is compared with the previous close adjusted the same way. Dividends are not passed here:
 * the price really drops by them.
 */
export function evaluateAcrossActions(
  alert: AlertRule,
  bars: ReadonlyArray<{ date: string; close: number }>,
  actions: readonly ShareAction[],
): { progress: AlertProgress; fired: DayClose[]; threshold: number } {
  const since = alert.lastDate ?? '';
  const relevant = actions.filter((action) => action.exDate > since);
  const factorAt = (date: string) =>
    relevant
      .filter((action) => action.exDate <= date)
      .reduce((product, action) => product * action.priceFactor, 1);
  if (relevant.length === 0) {
    return { ...evaluateAlert(alert, bars), threshold: alert.threshold };
  }
  const inBasis = bars.map((bar) => ({ date: bar.date, close: bar.close / factorAt(bar.date) }));
  const { progress, fired } = evaluateAlert(alert, inBasis);
  const told = fired.map((day) => {
    const factor = factorAt(day.date);
    return {
      date: day.date,
      close: Math.round(day.close * factor),
      previousClose: day.previousClose === null ? null : Math.round(day.previousClose * factor),
    };
  });
  const last = progress.lastDate === null ? 1 : factorAt(progress.lastDate);
  return {
    progress: {
      ...progress,
      lastClose: progress.lastClose === null ? null : Math.round(progress.lastClose * last),
    },
    fired: told,
    threshold:
      alert.kind === 'move_pct' ? alert.threshold : Math.max(1, Math.round(alert.threshold * last)),
  };
}

/** "Above ₹1,500.00", "Below ₹900.00", "Moves 2.50% in a day". */
export function describeAlert(kind: AlertKind, threshold: number): string {
  if (kind === 'above') return `Above ${formatRupees(threshold)}`;
  if (kind === 'below') return `Below ${formatRupees(threshold)}`;
  return `Moves ${formatBasisPoints(threshold)} in a day`;
}

/** The percent a day moved, for the text: 2.61 for +2.61 %. */
const movePercent = (day: DayClose): number | null =>
  day.previousClose ? ((day.close - day.previousClose) / day.previousClose) * 100 : null;

/** The notification of a firing: a short title and a sentence with the numbers. */
export function firingText(
  alert: { kind: AlertKind; threshold: number; symbol: string; name: string },
  day: DayClose,
): { title: string; body: string } {
  const close = `closed at ${formatRupees(day.close)} on ${formatIsoDate(day.date)}`;
  if (alert.kind === 'move_pct') {
    const moved = formatChangePercent(movePercent(day));
    return {
      title: `${alert.symbol} moved ${moved} in a day`,
      body:
        `${alert.name} ${close}, ${moved} from ${formatRupees(day.previousClose ?? 0)}. ` +
        `Your alert: a move of ${formatBasisPoints(alert.threshold)} either way.`,
    };
  }
  const word = alert.kind === 'above' ? 'above' : 'below';
  return {
    title: `${alert.symbol} ${word} ${formatRupees(alert.threshold)}`,
    body: `${alert.name} ${close}, ${word} your alert at ${formatRupees(alert.threshold)}.`,
  };
}

/** What the screen says of an alert's state. */
export function stateText(
  alert: { kind: AlertKind; state: AlertState; firedAt: string | null },
  formatFiredAt: (iso: string) => string,
): string {
  if (alert.state === 'armed') return 'Armed: fires on the next close that crosses';
  const back =
    alert.kind === 'above'
      ? 'goes back to or below it'
      : alert.kind === 'below'
        ? 'goes back to or above it'
        : 'has a smaller day';
  if (alert.firedAt) {
    return `Fired ${formatFiredAt(alert.firedAt)}; fires again after the price ${back}`;
  }
  return `Already true when set: fires after the price ${back} and crosses again`;
}
