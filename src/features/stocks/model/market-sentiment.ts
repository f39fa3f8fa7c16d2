// Market-implied sentiment (issue 12, Deliver 7): what the archive's prices and volumes say about
// how the market feels about a stock, next to what the product's own community does. Pure: the
// server computes it from adjusted daily bars; the page shows each signal with its meaning.
//
// Sources:
// - RSI: J. Welles Wilder, "New Concepts in Technical Trading Systems" (1978): 14 days, Wilder's
//   smoothing (an exponential average with alpha = 1/14), seeded by the simple average of the
//   first 14 changes.
// - Position in the 52-week range: (close − low) / (high − low), as exchanges and most brokers
//   show it.
// - Up-volume share: the volume of up days over all volume of the last 20 trading days, a
//   simple form of Granville's on-balance volume idea (Granville 1963) bounded to 0–1.
// - Peers' breadth: the share of the industry's other stocks above their 50-day average close,
//   the usual "percent above the 50-day moving average" breadth measure.

export const RSI_DAYS = 14;
export const VOLUME_DAYS = 20;
export const AVERAGE_DAYS = 50;

export interface DailyBar {
  close: number;
  volume: number;
}

/** Wilder's RSI over `days` from closes oldest first; null without days + 1 closes. */
export function rsi(closes: readonly number[], days = RSI_DAYS): number | null {
  if (closes.length < days + 1) return null;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= days; i += 1) {
    const move = (closes[i] ?? 0) - (closes[i - 1] ?? 0);
    if (move > 0) gain += move;
    else loss -= move;
  }
  gain /= days;
  loss /= days;
  for (let i = days + 1; i < closes.length; i += 1) {
    const move = (closes[i] ?? 0) - (closes[i - 1] ?? 0);
    gain = (gain * (days - 1) + Math.max(move, 0)) / days;
    loss = (loss * (days - 1) + Math.max(-move, 0)) / days;
  }
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

/** The share of the last `days` days' volume traded on days that closed up; null without volume. */
export function upVolumeShare(bars: readonly DailyBar[], days = VOLUME_DAYS): number | null {
  if (bars.length < 2) return null;
  const start = Math.max(1, bars.length - days);
  let up = 0;
  let total = 0;
  for (let i = start; i < bars.length; i += 1) {
    const bar = bars[i];
    const before = bars[i - 1];
    if (!bar || !before) continue;
    total += bar.volume;
    if (bar.close > before.close) up += bar.volume;
  }
  return total > 0 ? up / total : null;
}

/** Whether the last close is above the average of the last `days` closes; null if too short. */
export function aboveAverage(closes: readonly number[], days = AVERAGE_DAYS): boolean | null {
  if (closes.length < days) return null;
  const window = closes.slice(-days);
  const average = window.reduce((sum, close) => sum + close, 0) / days;
  return (closes[closes.length - 1] ?? 0) > average;
}

/** The share of peers above their 50-day average, of those with 50 days of prices. */
export function breadth(peerCloses: ReadonlyArray<readonly number[]>): {
  share: number | null;
  counted: number;
} {
  let above = 0;
  let counted = 0;
  for (const closes of peerCloses) {
    const result = aboveAverage(closes);
    if (result === null) continue;
    counted += 1;
    if (result) above += 1;
  }
  return { share: counted > 0 ? above / counted : null, counted };
}

export interface MarketSignals {
  rsi: number | null;
  /** 0 at the 52-week low, 1 at the high. */
  rangePosition: number | null;
  upVolumeShare: number | null;
  peersAboveAverage: number | null;
}

export type Reading = 'Bullish' | 'Neutral' | 'Bearish';

/**
 * One number from −100 to 100: the mean of the available signals, each mapped to −1..1
 * ((RSI − 50) / 50, and 2x − 1 for the three shares); above 33 reads Bullish, below −33
 * Bearish. It describes what prices did, not what they will do.
 */
export function marketReading(signals: MarketSignals): { score: number; reading: Reading } | null {
  const parts = [
    signals.rsi === null ? null : (signals.rsi - 50) / 50,
    signals.rangePosition === null ? null : 2 * signals.rangePosition - 1,
    signals.upVolumeShare === null ? null : 2 * signals.upVolumeShare - 1,
    signals.peersAboveAverage === null ? null : 2 * signals.peersAboveAverage - 1,
  ].filter((part): part is number => part !== null);
  if (parts.length === 0) return null;
  const score = Math.round((parts.reduce((sum, part) => sum + part, 0) / parts.length) * 100);
  return { score, reading: score > 33 ? 'Bullish' : score < -33 ? 'Bearish' : 'Neutral' };
}

/** A plain sentence for each signal, for someone who has never heard of RSI. */
export function explainRsi(value: number): string {
  if (value >= 70) return 'Rose fast lately: often called overbought';
  if (value <= 30) return 'Fell fast lately: often called oversold';
  return value >= 50 ? 'More up days than down lately' : 'More down days than up lately';
}
