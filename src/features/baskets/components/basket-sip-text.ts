import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { SIP_DAY_MAX, INVEST_MAX, INVEST_MIN, type Basket } from '../model/contract';
import { rupeesTextToPaise } from '@/ui/format-money';

// The SIP's words and checks, pure so they are tested as tables: the day as "5th", the next
// date (the server's, or worked out here for an SIP still waiting to be sent), and the form.

const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today's date in India, YYYY-MM-DD (a market's day, whatever the device's zone). */
export const todayInIndia = (now: Date): string => india.format(now);

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 22 -> "22nd". */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/**
 * The next instalment's calendar date for a SIP on `day` set up `today`: this month when the day
 * is still ahead, else next month (an SIP starts after the day it was set up, as the server's
 * job runs it). The job moves it to the next trading day when markets are closed.
 */
export function nextSipDate(day: number, today: string): string {
  const [year = 0, month = 1, date = 1] = today.split('-').map(Number);
  const next =
    date < day ? new Date(Date.UTC(year, month - 1, day)) : new Date(Date.UTC(year, month, day));
  return next.toISOString().slice(0, 10);
}

type Sip = NonNullable<Basket['sip']>;

/** The SIP in one line: what, when, and the next date, or that it is paused. */
export function sipStatusText(sip: Sip | null, today: string): string {
  if (!sip) return 'No SIP yet: set one up to invest every month.';
  const what = `${formatRupees(sip.amount)} on the ${ordinal(sip.day)} of every month`;
  if (!sip.active) return `Paused: ${what}. Resume it to start the instalments again.`;
  const next = sip.nextDate
    ? `next on ${formatIsoDate(sip.nextDate)}`
    : `next about ${formatIsoDate(nextSipDate(sip.day, today))}, or the first trading day after`;
  return `${what}, ${next}.`;
}

export type SipDraftRead =
  | { amount: number; day: number; errors?: undefined }
  | { amount?: undefined; day?: undefined; errors: { amount?: string; day?: string } };

/** The SIP form read: an amount of ₹500 to ₹10 crore and a day of 1 to 28. */
export function readSipDraft(amountText: string, dayText: string): SipDraftRead {
  const errors: { amount?: string; day?: string } = {};
  const amount = rupeesTextToPaise(amountText);
  if (amount === null) errors.amount = 'Enter the monthly amount';
  else if (Number.isNaN(amount)) errors.amount = 'Enter an amount in rupees, like 5000';
  else if (amount < INVEST_MIN) errors.amount = `An SIP is at least ${formatRupees(INVEST_MIN)}`;
  else if (amount > INVEST_MAX) errors.amount = `An SIP is at most ${formatRupees(INVEST_MAX)}`;
  const day = Number(dayText);
  if (!Number.isInteger(day) || day < 1 || day > SIP_DAY_MAX) {
    errors.day = `Choose a day from 1 to ${SIP_DAY_MAX}`;
  }
  if (errors.amount || errors.day || amount === null) return { errors };
  return { amount, day };
}

/** Below the basket's minimum an instalment cannot buy every stock: said, not refused. */
export const sipBelowMinimumText = (amount: number, minimum: number): string | null =>
  amount < minimum
    ? `Below the basket’s minimum of ${formatRupees(minimum)}, an instalment buys only the whole shares that fit, so some stocks may be skipped that month.`
    : null;
