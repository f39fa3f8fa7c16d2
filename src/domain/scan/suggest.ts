/**
 * "Did you mean roe?": the catalogue name closest to an unknown one, by Damerau-Levenshtein
 * distance (optimal string alignment: insert, delete, substitute, swap two neighbours), plus
 * the words people use for our names elsewhere (screener.in, Chartink, broker apps).
 */
import { SCAN_FIELDS } from './fields';
import { SCAN_FUNCTIONS } from './functions';

export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[(i - 1) * cols + j] ?? 0) + 1,
        (d[i * cols + j - 1] ?? 0) + 1,
        (d[(i - 1) * cols + j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (d[(i - 2) * cols + j - 2] ?? 0) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1] ?? 0;
}

const FIELD_ALIASES: Record<string, string> = {
  price: 'close',
  ltp: 'close',
  last: 'close',
  last_price: 'close',
  cmp: 'close',
  vol: 'volume',
  mcap: 'market_cap',
  marketcap: 'market_cap',
  mktcap: 'market_cap',
  market_capitalisation: 'market_cap',
  market_capitalization: 'market_cap',
  p_e: 'pe',
  pe_ratio: 'pe',
  price_to_earnings: 'pe',
  p_b: 'pb',
  pb_ratio: 'pb',
  price_to_book: 'pb',
  return_on_equity: 'roe',
  de: 'debt_to_equity',
  d_e: 'debt_to_equity',
  debt_equity: 'debt_to_equity',
  leverage: 'debt_to_equity',
  div_yield: 'dividend_yield',
  dividend: 'dividend_yield',
  dy: 'dividend_yield',
  yield: 'dividend_yield',
  earnings_per_share: 'eps',
  revenue_growth: 'sales_growth',
  earnings_growth: 'profit_growth',
  net_profit_growth: 'profit_growth',
  year_high: 'high_52w',
  week_high: 'high_52w',
  high52: 'high_52w',
  high_52_week: 'high_52w',
  year_low: 'low_52w',
  week_low: 'low_52w',
  low52: 'low_52w',
  low_52_week: 'low_52w',
  nifty50: 'in_nifty50',
  nifty_50: 'in_nifty50',
  in_nifty: 'in_nifty50',
  pct_change: 'change',
  percent_change: 'change',
  chg: 'change',
  composite: 'factor.composite',
  momentum: 'factor.momentum',
  quality: 'factor.quality',
  low_volatility: 'factor.low_volatility',
  cap: 'size',
  category: 'size',
};

const FUNCTION_ALIASES: Record<string, string> = {
  ma: 'sma',
  dma: 'sma',
  moving_average: 'sma',
  average: 'avg',
  mean: 'avg',
  upper_bollinger: 'bb_upper',
  bollinger_upper: 'bb_upper',
  lower_bollinger: 'bb_lower',
  bollinger_lower: 'bb_lower',
  max: 'highest',
  min: 'lowest',
  lag: 'prev',
  ref: 'prev',
  previous: 'prev',
  rate_of_change: 'roc',
  macd_line: 'macd',
  signal: 'macd_signal',
  stddev: 'volatility',
  std: 'volatility',
};

const SECTOR_ALIASES: Record<string, string> = {
  it: 'Information Technology',
  tech: 'Information Technology',
  fmcg: 'Fast Moving Consumer Goods',
  bank: 'Financial Services',
  banks: 'Financial Services',
  banking: 'Financial Services',
  finance: 'Financial Services',
  pharma: 'Healthcare',
  auto: 'Consumer Discretionary',
  metals: 'Commodities',
  power: 'Utilities',
  oil: 'Energy',
  telecom: 'Telecommunication',
};

/** Farther than this is a different word, not a typing slip. */
function tolerance(word: string): number {
  if (word.length <= 3) return 1;
  return word.length <= 6 ? 2 : 3;
}

function closest(
  word: string,
  names: readonly string[],
  aliases: Record<string, string>,
): string | undefined {
  const lower = word.toLowerCase();
  const alias = aliases[lower] ?? aliases[lower.replace(/\d+$/, '')];
  if (alias !== undefined) return alias;
  const withoutDigits = lower.replace(/\d+$/, '');
  if (withoutDigits !== lower && names.includes(withoutDigits)) return withoutDigits;
  let best: string | undefined;
  let bestDistance = tolerance(lower) + 1;
  for (const name of names) {
    const distance = editDistance(lower, name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

const FIELD_NAMES = SCAN_FIELDS.map((field) => field.name);
const FUNCTION_NAMES = SCAN_FUNCTIONS.map((fn) => fn.name);

/** The field meant by an unknown name, else a function (`rsi` written without brackets). */
export function suggestField(word: string): string | undefined {
  return (
    closest(word, FIELD_NAMES, FIELD_ALIASES) ?? closest(word, FUNCTION_NAMES, FUNCTION_ALIASES)
  );
}

export function suggestFunction(word: string): string | undefined {
  return closest(word, FUNCTION_NAMES, FUNCTION_ALIASES);
}

/** The value meant, for a text field with fixed values (`sector = "IT"`). */
export function suggestValue(
  field: string,
  word: string,
  values: readonly string[],
): string | undefined {
  return closest(word, values, field === 'sector' ? SECTOR_ALIASES : {});
}
