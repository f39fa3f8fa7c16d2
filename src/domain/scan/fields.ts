/**
 * The scan language's fields (issue 14): every name a scan may read, with what the screen and
 * the documentation (docs/scan-language.md) say about it. Functions live in `functions.ts` and
 * are re-exported here so the catalogue has one entry point.
 */
import type { ValueType } from './ast';

export type FieldUnit = '₹' | '%' | '₹ cr' | 'x' | '';
export type FieldGroup = 'Price' | 'Volume' | 'Fundamentals' | 'Factors' | 'About the company';

export interface ScanField {
  /** Lower snake case, as written in a scan: `close`, `market_cap`, `factor.momentum`. */
  name: string;
  label: string;
  type: ValueType;
  unit: FieldUnit;
  group: FieldGroup;
  description: string;
  /** Daily price series an indicator can read (`sma(close, 50)`); other fields cannot. */
  series: boolean;
  /** The only values a text field takes, when they are fixed (checked before a scan runs). */
  values?: readonly string[];
}

/** NSE's macro-economic sectors, the classification the archive's stocks carry. */
export const NSE_SECTORS = [
  'Commodities',
  'Consumer Discretionary',
  'Diversified',
  'Energy',
  'Fast Moving Consumer Goods',
  'Financial Services',
  'Healthcare',
  'Industrials',
  'Information Technology',
  'Services',
  'Telecommunication',
  'Utilities',
] as const;

/** SEBI's categorisation by market-cap rank: 1-100 large, 101-250 mid, the rest small. */
export const SIZE_VALUES = ['large', 'mid', 'small'] as const;

const price = (name: string, label: string, description: string): ScanField => ({
  name,
  label,
  type: 'number',
  unit: '₹',
  group: 'Price',
  description,
  series: true,
});

const fundamental = (
  name: string,
  label: string,
  unit: ScanField['unit'],
  description: string,
): ScanField => ({
  name,
  label,
  type: 'number',
  unit,
  group: 'Fundamentals',
  description,
  series: false,
});

const factor = (name: string, label: string, description: string): ScanField => ({
  name: `factor.${name}`,
  label,
  type: 'number',
  unit: '',
  group: 'Factors',
  description: `${description} A z-score across NIFTY 500 from -3 to 3: 0 is average, 1 is one standard deviation above it.`,
  series: false,
});

export const SCAN_FIELDS: readonly ScanField[] = [
  price('open', 'Open', 'Price of the first trade of the day, in rupees.'),
  price('high', 'High', 'Highest price of the day, in rupees.'),
  price('low', 'Low', 'Lowest price of the day, in rupees.'),
  price('close', 'Close', 'Closing price of the day, in rupees.'),
  {
    name: 'volume',
    label: 'Volume',
    type: 'number',
    unit: '',
    group: 'Volume',
    description: 'Shares traded in the day (in today’s shares, adjusted for splits and bonuses).',
    series: true,
  },
  {
    name: 'change',
    label: 'Change',
    type: 'number',
    unit: '%',
    group: 'Price',
    description: 'Percent change of the close from the previous close.',
    series: true,
  },
  {
    ...price('high_52w', '52-week high', 'Highest high of the last 252 trading days, in rupees.'),
    series: false,
  },
  {
    ...price('low_52w', '52-week low', 'Lowest low of the last 252 trading days, in rupees.'),
    series: false,
  },
  fundamental('market_cap', 'Market cap', '₹ cr', 'Close times shares outstanding, in ₹ crore.'),
  fundamental('pe', 'P/E', 'x', 'Price to trailing-twelve-month earnings per share.'),
  fundamental('pb', 'P/B', 'x', 'Price to book value (equity) per share.'),
  fundamental('roe', 'ROE', '%', 'Return on equity: TTM net profit over latest equity.'),
  fundamental('debt_to_equity', 'Debt to equity', 'x', 'Total debt over equity, latest quarter.'),
  fundamental(
    'dividend_yield',
    'Dividend yield',
    '%',
    'Cash dividends of the last 12 months over the close.',
  ),
  fundamental('eps', 'EPS', '₹', 'Earnings per share of the trailing twelve months (TTM).'),
  fundamental(
    'sales_growth',
    'Sales growth',
    '%',
    'TTM revenue against the TTM revenue a year before.',
  ),
  fundamental(
    'profit_growth',
    'Profit growth',
    '%',
    'TTM net profit against the TTM net profit a year before.',
  ),
  factor('composite', 'Composite score', 'Equal-weighted blend of the five factor scores.'),
  factor('value', 'Value score', 'Cheapness: earnings yield and book to price.'),
  factor('momentum', 'Momentum score', 'Return of the last 12 months, skipping the last month.'),
  factor('quality', 'Quality score', 'Return on equity, low debt and steady profits.'),
  factor(
    'low_volatility',
    'Low-volatility score',
    'Low volatility and beta of daily returns (higher is calmer).',
  ),
  factor('size', 'Size score', 'Smallness: the negative of log market cap (higher is smaller).'),
  {
    name: 'sector',
    label: 'Sector',
    type: 'text',
    unit: '',
    group: 'About the company',
    description: 'NSE macro-economic sector, e.g. "Information Technology".',
    series: false,
    values: NSE_SECTORS,
  },
  {
    name: 'industry',
    label: 'Industry',
    type: 'text',
    unit: '',
    group: 'About the company',
    description: 'NSE industry of the NIFTY 500 list, e.g. "Capital Goods".',
    series: false,
  },
  {
    name: 'size',
    label: 'Size',
    type: 'text',
    unit: '',
    group: 'About the company',
    description: 'SEBI category by market-cap rank: "large" (1-100), "mid" (101-250), "small".',
    series: false,
    values: SIZE_VALUES,
  },
  {
    name: 'in_nifty50',
    label: 'In NIFTY 50',
    type: 'boolean',
    unit: '',
    group: 'About the company',
    description: 'TRUE for today’s NIFTY 50 members.',
    series: false,
  },
];

const FIELDS_BY_NAME = new Map(SCAN_FIELDS.map((field) => [field.name, field]));

/** The field of that name (any case), or undefined. */
export function fieldByName(name: string): ScanField | undefined {
  return FIELDS_BY_NAME.get(name.toLowerCase());
}

export { SCAN_FUNCTIONS, functionByName, type ScanFunction, type ScanParam } from './functions';
