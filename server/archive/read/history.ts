import { and, asc, between, eq, gt } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { corporateActions, dailyBars } from '../../db/schema';
import type { History } from '../schemas/responses';
import { aggregate, yearBefore, type Candle, type Interval } from './aggregate';
import type { Instrument } from './snapshot';

export interface HistoryRequest {
  from?: string | undefined;
  to?: string | undefined;
  interval: Interval;
  adjusted: boolean;
}

interface Action {
  exDate: string;
  kind: 'split' | 'bonus' | 'dividend';
  priceFactor: number;
}

/**
 * Back-adjusts prices for every action after their day (splits, bonuses and dividends), and
 * volumes for splits and bonuses, so a chart has no gaps that were not moves in value.
 */
function adjust(bars: Candle[], actions: readonly Action[]): Candle[] {
  if (actions.length === 0) return bars;
  let a = actions.length - 1;
  let price = 1;
  let shares = 1;
  for (let i = bars.length - 1; i >= 0; i -= 1) {
    const bar = bars[i];
    if (!bar) continue;
    for (; a >= 0 && (actions[a]?.exDate ?? '') > bar.date; a -= 1) {
      const action = actions[a];
      if (!action) continue;
      price *= action.priceFactor;
      if (action.kind !== 'dividend') shares *= action.priceFactor;
    }
    if (price === 1) continue;
    bars[i] = {
      date: bar.date,
      open: Math.round(bar.open * price),
      high: Math.round(bar.high * price),
      low: Math.round(bar.low * price),
      close: Math.round(bar.close * price),
      volume: Math.round(bar.volume / shares),
    };
  }
  return bars;
}

export async function priceHistory(
  orm: Orm,
  instrument: Instrument,
  request: HistoryRequest,
): Promise<History> {
  const to = request.to ?? instrument.quote?.date ?? new Date().toISOString().slice(0, 10);
  const from = request.from ?? yearBefore(to);
  const rows = await orm
    .select({
      date: dailyBars.tradeDate,
      open: dailyBars.open,
      high: dailyBars.high,
      low: dailyBars.low,
      close: dailyBars.close,
      volume: dailyBars.volume,
    })
    .from(dailyBars)
    .where(and(eq(dailyBars.instrumentId, instrument.id), between(dailyBars.tradeDate, from, to)))
    .orderBy(asc(dailyBars.tradeDate));
  let bars: Candle[] = rows;
  if (request.adjusted) {
    const actions = await orm
      .select({
        exDate: corporateActions.exDate,
        kind: corporateActions.kind,
        priceFactor: corporateActions.priceFactor,
      })
      .from(corporateActions)
      .where(
        and(eq(corporateActions.instrumentId, instrument.id), gt(corporateActions.exDate, from)),
      )
      .orderBy(asc(corporateActions.exDate));
    bars = adjust(rows, actions);
  }
  return {
    exchange: instrument.exchange,
    symbol: instrument.symbol,
    interval: request.interval,
    adjusted: request.adjusted,
    from,
    to,
    bars: aggregate(bars, request.interval),
  };
}
