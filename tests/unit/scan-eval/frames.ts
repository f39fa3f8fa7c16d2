import type { Expr } from '@/domain/scan/ast';
import type { FactorDay, Frame, FrameQuarter, FrameStock } from '@/domain/scan/frame';
import { parseScan } from '@/domain/scan/parse';
import { mulberry32 } from '@/features/goals/model/monte-carlo';

/** Trading days from 2024-01-01 on, weekdays only. */
export function tradingDays(count: number, from = '2024-01-01'): string[] {
  const days: string[] = [];
  const date = new Date(`${from}T00:00:00Z`);
  while (days.length < count) {
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date.toISOString().slice(0, 10));
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return days;
}

export interface StockSpec {
  symbol: string;
  close: number[];
  /** Defaults: open = close, high = close + 1, low = close - 1, volume 1000. */
  open?: number[];
  high?: number[];
  low?: number[];
  volume?: number[];
  sector?: string;
  industry?: string;
  inNifty50?: boolean;
  quarters?: FrameQuarter[];
  dividends?: FrameStock['dividends'];
}

export function stock(spec: StockSpec, id: number): FrameStock {
  const from = (values: number[] | undefined, fallback: (close: number) => number) =>
    Float64Array.from(spec.close, (close, t) => values?.[t] ?? fallback(close));
  return {
    id,
    symbol: spec.symbol,
    name: `${spec.symbol} Ltd`,
    sector: spec.sector ?? 'Industrials',
    industry: spec.industry ?? 'Capital Goods',
    lotSize: 1,
    inNifty50: spec.inNifty50 ?? false,
    open: from(spec.open, (close) => close),
    high: from(spec.high, (close) => close + 1),
    low: from(spec.low, (close) => close - 1),
    close: Float64Array.from(spec.close),
    volume: from(spec.volume, () => 1000),
    quarters: spec.quarters ?? [],
    dividends: spec.dividends ?? [],
  };
}

export function frameOf(
  specs: StockSpec[],
  factors: Map<number, Partial<Record<keyof FactorDay, number[]>>> = new Map(),
): Frame {
  const length = specs[0]?.close.length ?? 0;
  const nan = () => new Float64Array(specs.length).fill(NaN);
  return {
    version: '2024-06-01T00:00:00.000Z',
    days: tradingDays(length),
    stocks: specs.map((spec, k) => stock(spec, k + 1)),
    nifty50: new Float64Array(length).fill(20000),
    factors: new Map(
      [...factors].map(([day, scores]) => [
        day,
        {
          composite: scores.composite ? Float64Array.from(scores.composite) : nan(),
          value: scores.value ? Float64Array.from(scores.value) : nan(),
          momentum: scores.momentum ? Float64Array.from(scores.momentum) : nan(),
          quality: scores.quality ? Float64Array.from(scores.quality) : nan(),
          lowVolatility: scores.lowVolatility ? Float64Array.from(scores.lowVolatility) : nan(),
          size: scores.size ? Float64Array.from(scores.size) : nan(),
        },
      ]),
    ),
  };
}

/** A quarter in rupees, known from `knownFrom`. */
export function quarter(
  periodEnd: string,
  knownFrom: number,
  figures: Partial<FrameQuarter> = {},
): FrameQuarter {
  return {
    periodEnd,
    announcedOn: periodEnd,
    knownFrom,
    revenue: 1e9,
    netProfit: 1e8,
    equity: 2e9,
    totalDebt: 1e9,
    sharesOutstanding: 1e7,
    ...figures,
  };
}

export function scan(text: string): Expr {
  const parsed = parseScan(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return parsed.ast;
}

/** `stocks` random walks of `days` bars with four quarters each and one factor day. */
export function randomFrame(stocks: number, days: number, seed = 1): Frame {
  const random = mulberry32(seed);
  const axis = tradingDays(days, '2023-01-02');
  const list: FrameStock[] = [];
  for (let s = 0; s < stocks; s += 1) {
    const close = new Float64Array(days);
    let price = 100 + random() * 2000;
    for (let t = 0; t < days; t += 1) {
      price *= Math.exp((random() - 0.5) * 0.04);
      close[t] = price;
    }
    const quarters = ['2023-12-31', '2024-03-31', '2024-06-30', '2024-09-30'].map((end, k) =>
      quarter(end, Math.min(days - 1, 250 + k * 40), {
        netProfit: (random() - 0.2) * 1e9,
        equity: 5e9 + random() * 5e9,
        sharesOutstanding: 1e7 + random() * 1e8,
      }),
    );
    list.push({
      ...stock({ symbol: `S${s}`, close: [...close], sector: s % 2 ? 'Energy' : 'Healthcare' }, s),
      volume: Float64Array.from(close, () => 1e5 + random() * 1e6),
      quarters,
    });
  }
  const scores = () => Float64Array.from({ length: stocks }, () => random() * 4 - 2);
  return {
    version: 'random',
    days: axis,
    stocks: list,
    nifty50: new Float64Array(days).fill(20000),
    factors: new Map([
      [
        days - 1,
        {
          composite: scores(),
          value: scores(),
          momentum: scores(),
          quality: scores(),
          lowVolatility: scores(),
          size: scores(),
        },
      ],
    ]),
  };
}
