import { isIsoDate } from '../calendar';
import { SYMBOL_PATTERN } from '../schemas/queries';
import type { LineIssue } from './bhavcopy-parse';
import { splitCsvLine } from './bhavcopy-layouts';

/**
 * The fundamentals CSV of npm run import:fundamentals: one line per company and quarter, a
 * header naming the columns (any order, any case). Money in rupees crore with up to 9 decimals
 * (stored exactly as paise: 1 crore = 10^9 paise), holdings in percent with up to 2 decimals,
 * dates as YYYY-MM-DD. The detail columns are optional: absent or empty means not reported.
 */
export const REQUIRED_MONEY = {
  revenue: 'revenue_cr',
  operatingProfit: 'operating_profit_cr',
  netProfit: 'net_profit_cr',
  totalDebt: 'total_debt_cr',
  equity: 'equity_cr',
  cash: 'cash_cr',
} as const;

export const OPTIONAL_MONEY = {
  totalAssets: 'total_assets_cr',
  currentAssets: 'current_assets_cr',
  currentLiabilities: 'current_liabilities_cr',
  retainedEarnings: 'retained_earnings_cr',
  ebit: 'ebit_cr',
  interestExpense: 'interest_expense_cr',
  operatingCashFlow: 'operating_cash_flow_cr',
  grossProfit: 'gross_profit_cr',
  longTermDebt: 'long_term_debt_cr',
} as const;

const OPTIONAL_COLUMNS = new Set<string>(Object.values(OPTIONAL_MONEY));

export const HOLDINGS = {
  promoterHoldingBp: 'promoter_holding_pct',
  promoterPledgeBp: 'promoter_pledge_pct',
  fiiHoldingBp: 'fii_holding_pct',
  diiHoldingBp: 'dii_holding_pct',
} as const;

export const REQUIRED_COLUMNS = [
  'symbol',
  'period_end',
  'announced_on',
  ...Object.values(REQUIRED_MONEY),
  'shares_outstanding',
  ...Object.values(HOLDINGS),
];

/** Figures that cannot be negative (0013's and 0003's checks). */
const NON_NEGATIVE = new Set<string>([
  'total_debt_cr',
  'cash_cr',
  'total_assets_cr',
  'current_assets_cr',
  'current_liabilities_cr',
  'interest_expense_cr',
  'long_term_debt_cr',
]);

type Money = keyof typeof REQUIRED_MONEY | keyof typeof OPTIONAL_MONEY;

type MoneyFields = { [K in keyof typeof REQUIRED_MONEY]: number } & {
  [K in keyof typeof OPTIONAL_MONEY]: number | null;
};

/** A line that can be stored: money in paise, holdings in basis points. */
export type FundamentalsRow = MoneyFields & { [K in keyof typeof HOLDINGS]: number } & {
  line: number;
  symbol: string;
  periodEnd: string;
  announcedOn: string;
  sharesOutstanding: number;
};

export interface ParsedFundamentals {
  rows: FundamentalsRow[];
  rejected: LineIssue[];
}

const CRORE = /^(-?)(\d{1,7})(?:\.(\d{1,9}))?$/;
const MAX_PAISE = BigInt(Number.MAX_SAFE_INTEGER);
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
const QUARTER_ENDS = new Set(['03-31', '06-30', '09-30', '12-31']);

/** Crore text to paise exactly (no float on the way): 1 crore = 10^7 rupees = 10^9 paise. */
export function croreToPaise(text: string): number | null {
  const match = CRORE.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const paise = BigInt(whole ?? '0') * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'));
  if (paise > MAX_PAISE) return null;
  return Number(sign === '-' ? -paise : paise);
}

const percentToBp = (text: string): number | null => {
  const match = PERCENT.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
};

/** Why the header cannot be read, or null. */
function headerProblem(header: readonly string[]): string | null {
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length === 0) return null;
  return `not a fundamentals file: the header lacks ${missing.join(', ')} (see npm run import:fundamentals for the layout)`;
}

/**
 * Never throws on content: every line is a row or a rejection with a reason a person can act
 * on. `today` refuses results announced in the future.
 */
export function parseFundamentals(text: string, today: string): ParsedFundamentals {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.trim() !== '');
  const header =
    headerAt >= 0 ? splitCsvLine(lines[headerAt] ?? '').map((c) => c.toLowerCase()) : [];
  const result: ParsedFundamentals = { rows: [], rejected: [] };
  const problem = headerProblem(header);
  if (problem) {
    result.rejected.push({ line: headerAt + 1, reason: problem });
    return result;
  }
  const seen = new Map<string, number>();
  for (let i = headerAt + 1; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    if (raw.trim() === '') continue;
    const line = i + 1;
    const reject = (reason: string) => result.rejected.push({ line, reason });
    const cells = splitCsvLine(raw);
    if (cells.length !== header.length) {
      reject(`expected ${header.length} columns, found ${cells.length}`);
      continue;
    }
    const cell = (column: string) => cells[header.indexOf(column)] ?? '';
    const issue = readRow(cell, today);
    if (typeof issue === 'string') {
      reject(issue);
      continue;
    }
    const key = `${issue.symbol}:${issue.periodEnd}`;
    const first = seen.get(key);
    if (first !== undefined) {
      reject(
        `${issue.symbol} for the quarter to ${issue.periodEnd} appears again (first on line ${first})`,
      );
      continue;
    }
    seen.set(key, line);
    result.rows.push({ line, ...issue });
  }
  return result;
}

/** One line's row, or why it is rejected. */
function readRow(
  cell: (column: string) => string,
  today: string,
): Omit<FundamentalsRow, 'line'> | string {
  const symbol = cell('symbol').toUpperCase();
  if (!SYMBOL_PATTERN.test(symbol)) return `symbol ${JSON.stringify(symbol)} is not an NSE symbol`;
  const periodEnd = cell('period_end');
  if (!isIsoDate(periodEnd) || !QUARTER_ENDS.has(periodEnd.slice(5))) {
    return `period_end ${JSON.stringify(periodEnd)} is not a quarter end (YYYY-03-31, -06-30, -09-30 or -12-31)`;
  }
  const announcedOn = cell('announced_on');
  if (!isIsoDate(announcedOn))
    return `announced_on ${JSON.stringify(announcedOn)} is not a date (YYYY-MM-DD)`;
  if (announcedOn < periodEnd)
    return `announced_on ${announcedOn} is before period_end ${periodEnd}`;
  if (announcedOn > today) return `announced_on ${announcedOn} is in the future`;
  const money = {} as Record<Money, number | null>;
  const allMoney = { ...REQUIRED_MONEY, ...OPTIONAL_MONEY } as Record<Money, string>;
  for (const [field, column] of Object.entries(allMoney) as Array<[Money, string]>) {
    const text = cell(column);
    if (text === '' && OPTIONAL_COLUMNS.has(column)) {
      money[field] = null;
      continue;
    }
    const paise = croreToPaise(text);
    if (paise === null)
      return `${column} ${JSON.stringify(text)} is not an amount in crore (e.g. 1234.56)`;
    if (paise < 0 && NON_NEGATIVE.has(column)) return `${column} ${text} is negative`;
    money[field] = paise;
  }
  const sharesText = cell('shares_outstanding');
  const shares = /^\d{1,15}$/.test(sharesText) ? Number(sharesText) : 0;
  if (shares <= 0)
    return `shares_outstanding ${JSON.stringify(sharesText)} is not a whole number above zero`;
  const holdings = {} as Record<keyof typeof HOLDINGS, number>;
  for (const [field, column] of Object.entries(HOLDINGS) as Array<
    [keyof typeof HOLDINGS, string]
  >) {
    const bp = percentToBp(cell(column));
    if (bp === null)
      return `${column} ${JSON.stringify(cell(column))} is not a percentage from 0 to 100`;
    holdings[field] = bp;
  }
  if (holdings.promoterHoldingBp + holdings.fiiHoldingBp + holdings.diiHoldingBp > 10_000) {
    return 'promoter, FII and DII holdings add up to more than 100 %';
  }
  const { totalAssets, currentAssets, longTermDebt, totalDebt } = money;
  if (totalAssets !== null && currentAssets !== null && currentAssets > totalAssets) {
    return 'current_assets_cr is more than total_assets_cr';
  }
  if (longTermDebt !== null && totalDebt !== null && longTermDebt > totalDebt) {
    return 'long_term_debt_cr is more than total_debt_cr';
  }
  return {
    symbol,
    periodEnd,
    announcedOn,
    // Every required figure was read above (only optional ones may be null).
    ...(money as MoneyFields),
    sharesOutstanding: shares,
    ...holdings,
  };
}
