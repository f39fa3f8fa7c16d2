/**
 * The scan language's functions (issue 14): indicators over a daily price series. Every
 * parameter after the series is a number written out in the scan (a period, a width), so the
 * checker can bound it before anything runs.
 */

export interface ScanParam {
  name: string;
  /** `series`: a price field (`close`, `volume`...) or another function; `number`: a literal. */
  kind: 'series' | 'number';
  default?: string | number;
  min?: number;
  max?: number;
  /** A period: a whole number of trading days. */
  whole?: boolean;
}

export interface ScanFunction {
  name: string;
  /** What a results column is called, from the printed arguments (defaults written out). */
  label: (args: string[]) => string;
  params: readonly ScanParam[];
  type: 'number';
  /** `same`: the unit of the series argument (rupees for a price, shares for volume). */
  unit: 'same' | '%' | '';
  description: string;
  example: string;
}

export const PERIOD_MIN = 1;
export const PERIOD_MAX = 500;

const series = (defaultSeries?: string): ScanParam =>
  defaultSeries === undefined
    ? { name: 'series', kind: 'series' }
    : { name: 'series', kind: 'series', default: defaultSeries };
const period = (name: string, defaultValue?: number): ScanParam => ({
  name,
  kind: 'number',
  ...(defaultValue === undefined ? {} : { default: defaultValue }),
  min: PERIOD_MIN,
  max: PERIOD_MAX,
  whole: true,
});
const width: ScanParam = { name: 'k', kind: 'number', default: 2, min: 0.5, max: 5 };

/** "RSI (14)" for the close, "RSI (14) of volume" for anything else. */
const onClose = (title: string, [input, ...numbers]: string[]): string =>
  `${title} (${numbers.join(', ')})${input === 'close' ? '' : ` of ${input}`}`;

export const SCAN_FUNCTIONS: readonly ScanFunction[] = [
  {
    name: 'sma',
    label: ([input, n]) => `SMA ${n} of ${input}`,
    params: [series(), period('n')],
    type: 'number',
    unit: 'same',
    description: 'Simple moving average: the mean of the last n values.',
    example: 'close > sma(close, 200)',
  },
  {
    name: 'ema',
    label: ([input, n]) => `EMA ${n} of ${input}`,
    params: [series(), period('n')],
    type: 'number',
    unit: 'same',
    description: 'Exponential moving average with smoothing 2 / (n + 1).',
    example: 'ema(close, 20) crosses above ema(close, 50)',
  },
  {
    name: 'avg',
    label: ([input, n]) => `Average ${n} of ${input}`,
    params: [series(), period('n')],
    type: 'number',
    unit: 'same',
    description: 'The same as sma; reads well for volume.',
    example: 'volume > 2 * avg(volume, 20)',
  },
  {
    name: 'rsi',
    label: (args) => onClose('RSI', args),
    params: [series('close'), period('n', 14)],
    type: 'number',
    unit: '',
    description: 'Relative strength index (Wilder), from 0 to 100; below 30 is called oversold.',
    example: 'rsi(14) < 30',
  },
  {
    name: 'macd',
    label: (args) => onClose('MACD', args),
    params: [series('close'), period('fast', 12), period('slow', 26)],
    type: 'number',
    unit: 'same',
    description: 'MACD line: the fast EMA minus the slow EMA.',
    example: 'macd(close, 12, 26) > 0',
  },
  {
    name: 'macd_signal',
    label: (args) => onClose('MACD signal', args),
    params: [series('close'), period('fast', 12), period('slow', 26), period('signal', 9)],
    type: 'number',
    unit: 'same',
    description: 'Signal line: the EMA of the MACD line over the signal period.',
    example: 'macd(close, 12, 26) crosses above macd_signal(close, 12, 26, 9)',
  },
  {
    name: 'atr',
    label: ([n]) => `ATR (${n})`,
    params: [period('n', 14)],
    type: 'number',
    unit: 'same',
    description: 'Average true range (Wilder) of high, low and close, in rupees.',
    example: 'atr(14) < 0.02 * close',
  },
  {
    name: 'bb_upper',
    label: (args) => onClose('Upper Bollinger band', args),
    params: [series('close'), period('n', 20), width],
    type: 'number',
    unit: 'same',
    description: 'Upper Bollinger band: sma(series, n) plus k standard deviations.',
    example: 'close crosses above bb_upper(close, 20, 2)',
  },
  {
    name: 'bb_lower',
    label: (args) => onClose('Lower Bollinger band', args),
    params: [series('close'), period('n', 20), width],
    type: 'number',
    unit: 'same',
    description: 'Lower Bollinger band: sma(series, n) minus k standard deviations.',
    example: 'close < bb_lower(close, 20, 2)',
  },
  {
    name: 'highest',
    label: ([input, n]) => `Highest ${input} of ${n} days`,
    params: [series(), period('n')],
    type: 'number',
    unit: 'same',
    description: 'The highest value of the last n days, today included.',
    example: 'close >= highest(close, 20)',
  },
  {
    name: 'lowest',
    label: ([input, n]) => `Lowest ${input} of ${n} days`,
    params: [series(), period('n')],
    type: 'number',
    unit: 'same',
    description: 'The lowest value of the last n days, today included.',
    example: 'close <= 1.1 * lowest(low, 50)',
  },
  {
    name: 'roc',
    label: ([input, n]) => `${n}-day change of ${input}`,
    params: [series(), period('n')],
    type: 'number',
    unit: '%',
    description: 'Rate of change: percent change over the last n days.',
    example: 'roc(close, 125) > 20',
  },
  {
    name: 'prev',
    label: ([input, n]) => (n === '1' ? `Previous ${input}` : `${input} ${n} days before`),
    params: [series(), period('n', 1)],
    type: 'number',
    unit: 'same',
    description: 'The value n trading days before.',
    example: 'close > prev(high, 1)',
  },
  {
    name: 'volatility',
    label: ([n]) => `Volatility (${n} days)`,
    params: [period('n', 252)],
    type: 'number',
    unit: '%',
    description: 'Annualised volatility: standard deviation of daily returns times √252, in %.',
    example: 'volatility(252) < 25',
  },
];

const FUNCTIONS_BY_NAME = new Map(SCAN_FUNCTIONS.map((fn) => [fn.name, fn]));

/** The function of that name (any case), or undefined. */
export function functionByName(name: string): ScanFunction | undefined {
  return FUNCTIONS_BY_NAME.get(name.toLowerCase());
}
