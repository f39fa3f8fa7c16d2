import { toDayNumber } from '../calendar';

export interface Candle {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export type Interval = 'daily' | 'weekly' | 'monthly';

/** ISO week (Monday start) or calendar month of a day. */
function periodOf(date: string, interval: Exclude<Interval, 'daily'>): string {
  if (interval === 'monthly') return date.slice(0, 7);
  const day = toDayNumber(date);
  // 1970-01-01 was a Thursday: day 4 of its ISO week.
  return String(day - ((day + 3) % 7));
}

/**
 * Weekly or monthly candles from daily ones (oldest first): the first open, the highest high,
 * the lowest low, the last close, the summed volume; dated by the period's first trading day.
 */
export function aggregate<T extends Candle>(daily: readonly T[], interval: Interval): Candle[] {
  if (interval === 'daily') return [...daily];
  const out: Candle[] = [];
  let key = '';
  for (const bar of daily) {
    const period = periodOf(bar.date, interval);
    const last = out.at(-1);
    if (last && period === key) {
      last.high = Math.max(last.high, bar.high);
      last.low = Math.min(last.low, bar.low);
      last.close = bar.close;
      last.volume += bar.volume;
    } else {
      key = period;
      out.push({
        date: bar.date,
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
        volume: bar.volume,
      });
    }
  }
  return out;
}

/** The default range: one year up to `to` (both ends included). */
export function yearBefore(to: string): string {
  const date = new Date(`${to}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
