import { rangePosition } from '../../../src/features/stocks/model/chart';
import {
  AVERAGE_DAYS,
  breadth,
  marketReading,
  rsi,
  upVolumeShare,
  VOLUME_DAYS,
} from '../../../src/features/stocks/model/market-sentiment';
import type { Orm } from '../../db/database';
import type { MarketSentiment } from '../schemas/responses';
import { yearBefore } from './aggregate';
import { priceHistory } from './history';
import { industryPeers } from './peers';
import type { ArchiveSnapshot, Instrument } from './snapshot';

/** Calendar days that hold 50 trading days with holidays to spare. */
const PEER_WINDOW_DAYS = 90;

function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/**
 * Market-implied sentiment (issue 12, Deliver 7) from adjusted daily bars: RSI(14), position in
 * the 52-week range, the up-volume share of 20 days, and the share of the industry's other
 * stocks above their 50-day average; formulas in src/features/stocks/model/market-sentiment.ts.
 */
export async function marketSentiment(
  orm: Orm,
  snapshot: ArchiveSnapshot,
  instrument: Instrument,
): Promise<MarketSentiment> {
  const quote = instrument.quote;
  const to = quote?.date ?? snapshot.meta.updatedatetime.slice(0, 10);
  const history = await priceHistory(orm, instrument, {
    from: yearBefore(to),
    to,
    interval: 'daily',
    adjusted: true,
  });
  const bars = history.bars;
  const peers = industryPeers(snapshot, instrument);
  const peerCloses: number[][] = [];
  for (const peer of peers) {
    const peerHistory = await priceHistory(orm, peer, {
      from: daysBefore(to, PEER_WINDOW_DAYS),
      to,
      interval: 'daily',
      adjusted: true,
    });
    peerCloses.push(peerHistory.bars.map((bar) => bar.close));
  }
  const peerBreadth = breadth(peerCloses);
  const signals = {
    rsi: rsi(bars.map((bar) => bar.close)),
    rangePosition: quote ? rangePosition(quote.close, quote.low52w, quote.high52w) : null,
    upVolumeShare: upVolumeShare(bars),
    peersAboveAverage: peerBreadth.share,
  };
  const round = (value: number | null, places: number) =>
    value === null ? null : Math.round(value * 10 ** places) / 10 ** places;
  return {
    asOf: bars[bars.length - 1]?.date ?? null,
    rsi: round(signals.rsi, 1),
    rangePosition: round(signals.rangePosition, 3),
    upVolumeShare: round(signals.upVolumeShare, 3),
    volumeDays: VOLUME_DAYS,
    peersAboveAverage: round(signals.peersAboveAverage, 3),
    peersCounted: peerBreadth.counted,
    averageDays: AVERAGE_DAYS,
    overall: marketReading(signals),
  };
}
