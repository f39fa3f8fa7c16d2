import type { FactorDay, Frame, FrameQuarter, FrameStock, FrameTexts } from './frame';

/**
 * The archive's compact texts (server/archive/read/frame-texts.ts) as a Frame (issue 14). Prices
 * are put in today's shares the way the themes' history does (server/archive/read/
 * theme-series.ts, backAdjust): a price before a split or bonus is multiplied by its price
 * factor (shares before / shares after), a volume or share count divided by it, a dividend per
 * share multiplied. Only actions up to the frame's last day count: "today" is that day.
 */

const DAY_MS = 86_400_000;
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOfIso = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

const BAR_FIELDS = 6;

/** "day:open:high:low:close:volume,..." read field by field (the texts hold hundreds of
 * thousands of numbers; splitting them into strings first costs several times more). */
function parseBars(text: string): Float64Array {
  if (text.length === 0) return new Float64Array(0);
  let bars = 1;
  for (let i = text.indexOf(','); i >= 0; i = text.indexOf(',', i + 1)) bars += 1;
  const out = new Float64Array(bars * BAR_FIELDS);
  let pos = 0;
  for (let k = 0; k < out.length; k += 1) {
    const start = pos;
    let value = 0;
    let digitsOnly = true;
    for (; pos < text.length; pos += 1) {
      const c = text.charCodeAt(pos);
      if (c === 58 || c === 44) break;
      if (c >= 48 && c <= 57) value = value * 10 + (c - 48);
      else digitsOnly = false;
    }
    out[k] = digitsOnly ? value : Number(text.slice(start, pos));
    pos += 1;
  }
  return out;
}

const records = (text: string) => (text ? text.split(';').map((record) => record.split('|')) : []);

interface Action {
  day: number;
  factor: number;
}

/** Product of the factors of `actions` (sorted by day) with day > `after`. */
function factorAfter(actions: readonly Action[], after: number): number {
  let product = 1;
  for (const action of actions) if (action.day > after) product *= action.factor;
  return product;
}

/** First index of `sorted` whose value is >= `value` (sorted.length when none). */
function lowerBound<T>(sorted: readonly T[], value: T): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as T) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const nanArray = (length: number) => new Float64Array(length).fill(NaN);

export function parseFrame(texts: FrameTexts): Frame {
  const parsed = new Map(texts.bars.map((row) => [row.id, parseBars(row.bars)]));

  // The axis: every day on which any stock has a bar (day numbers, so a typed array maps them).
  let minDay = Infinity;
  let maxDay = -Infinity;
  for (const bars of parsed.values()) {
    for (let k = 0; k < bars.length; k += BAR_FIELDS) {
      const day = bars[k] ?? 0;
      if (day < minDay) minDay = day;
      if (day > maxDay) maxDay = day;
    }
  }
  const span = maxDay >= minDay ? maxDay - minDay + 1 : 0;
  const position = new Int32Array(span).fill(-1);
  for (const bars of parsed.values()) {
    for (let k = 0; k < bars.length; k += BAR_FIELDS) position[(bars[k] ?? 0) - minDay] = 0;
  }
  const axis: number[] = [];
  position.forEach((mark, offset) => {
    if (mark === 0) {
      position[offset] = axis.length;
      axis.push(minDay + offset);
    }
  });
  const indexOfDay = (day: number) =>
    day >= minDay && day <= maxDay ? (position[day - minDay] ?? -1) : -1;
  const days = axis.map(isoOfDay);
  const lastDay = axis.at(-1) ?? -Infinity;
  const firstDay = axis[0] ?? Infinity;

  const splits = new Map<number, Action[]>();
  const dividends = new Map<number, Array<{ day: number; paise: number }>>();
  for (const [id, exDay, kind, factor, paise] of records(texts.actions)) {
    const day = Number(exDay);
    if (!(day <= lastDay)) continue;
    if (kind === 'dividend') {
      const list = dividends.get(Number(id)) ?? [];
      list.push({ day, paise: Number(paise) });
      dividends.set(Number(id), list);
    } else {
      const list = splits.get(Number(id)) ?? [];
      list.push({ day, factor: Number(factor) });
      splits.set(Number(id), list);
    }
  }

  const quarters = new Map<number, FrameQuarter[]>();
  for (const [id, periodEnd = '', announcedOn = '', ...money] of records(texts.quarters)) {
    const [revenue, netProfit, equity, totalDebt, shares] = money.map(Number);
    const later = factorAfter(splits.get(Number(id)) ?? [], dayOfIso(periodEnd));
    const list = quarters.get(Number(id)) ?? [];
    list.push({
      periodEnd,
      announcedOn,
      knownFrom: lowerBound(days, announcedOn),
      revenue: (revenue ?? NaN) / 100,
      netProfit: (netProfit ?? NaN) / 100,
      equity: (equity ?? NaN) / 100,
      totalDebt: (totalDebt ?? NaN) / 100,
      sharesOutstanding: (shares ?? NaN) / later,
    });
    quarters.set(Number(id), list);
  }

  const stocks: FrameStock[] = texts.instruments.map((instrument) => {
    const bars = parsed.get(instrument.id) ?? new Float64Array(0);
    const actions = (splits.get(instrument.id) ?? []).sort((a, b) => b.day - a.day);
    const series = [1, 2, 3, 4, 5].map(() => nanArray(axis.length));
    // Newest bar first, so each split's factor joins the product once it is passed.
    let factor = 1;
    let next = 0;
    for (let k = bars.length - BAR_FIELDS; k >= 0; k -= BAR_FIELDS) {
      const day = bars[k] ?? 0;
      for (; next < actions.length && (actions[next]?.day ?? 0) > day; next += 1) {
        factor *= actions[next]?.factor ?? 1;
      }
      const t = indexOfDay(day);
      for (let field = 0; field < 4; field += 1) {
        (series[field] as Float64Array)[t] = ((bars[k + 1 + field] ?? NaN) / 100) * factor;
      }
      (series[4] as Float64Array)[t] = (bars[k + 5] ?? NaN) / factor;
    }
    const [open, high, low, close, volume] = series as [
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
    ];
    return {
      ...instrument,
      open,
      high,
      low,
      close,
      volume,
      quarters: (quarters.get(instrument.id) ?? []).sort((a, b) =>
        a.periodEnd < b.periodEnd ? -1 : a.periodEnd > b.periodEnd ? 1 : 0,
      ),
      dividends: (dividends.get(instrument.id) ?? [])
        .filter((dividend) => dividend.day >= firstDay)
        .sort((a, b) => a.day - b.day)
        .map((dividend) => ({
          index: lowerBound(axis, dividend.day),
          amount: (dividend.paise / 100) * factorAfter(actions, dividend.day),
        })),
    };
  });

  const nifty50 = nanArray(axis.length);
  for (const pair of texts.nifty50 ? texts.nifty50.split(',') : []) {
    const colon = pair.indexOf(':');
    const t = indexOfDay(Number(pair.slice(0, colon)));
    if (t >= 0) nifty50[t] = Number(pair.slice(colon + 1)) / 100;
  }

  return {
    version: texts.version,
    days,
    stocks,
    nifty50,
    factors: parseFactorDays(texts.factorDays, days, stocks),
  };
}

const FACTOR_ORDER = [
  'composite',
  'value',
  'momentum',
  'quality',
  'lowVolatility',
  'size',
] as const;

function parseFactorDays(
  factorDays: FrameTexts['factorDays'],
  days: readonly string[],
  stocks: readonly FrameStock[],
): Map<number, FactorDay> {
  const indexOfDay = new Map(days.map((day, i) => [day, i]));
  const indexOfStock = new Map(stocks.map((stock, i) => [stock.id, i]));
  const out = new Map<number, FactorDay>();
  for (const { date, ids, values } of factorDays) {
    const t = indexOfDay.get(date);
    if (t === undefined) continue;
    const day = Object.fromEntries(
      FACTOR_ORDER.map((key) => [key, nanArray(stocks.length)]),
    ) as unknown as FactorDay;
    ids.forEach((id, k) => {
      const s = indexOfStock.get(id);
      if (s === undefined) return;
      FACTOR_ORDER.forEach((key, f) => {
        day[key][s] = values[k * FACTOR_ORDER.length + f] ?? NaN;
      });
    });
    out.set(t, day);
  }
  return out;
}
