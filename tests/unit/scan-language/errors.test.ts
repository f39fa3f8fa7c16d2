import { describe, expect, it } from 'vitest';
import type { ScanError } from '@/domain/scan/ast';
import { MAX_NESTING, MAX_SCAN_LENGTH, parseScan } from '@/domain/scan/parse';

function errorOf(text: string): ScanError {
  const result = parseScan(text);
  if (result.ok) throw new Error(`${text} parsed`);
  return result.error;
}

interface Case {
  text: string;
  offset: number;
  length: number;
  line?: number;
  column: number;
  message: string;
  suggestion?: string;
  expected?: string[];
}

// Every kind of mistake, where the screen underlines it and what it says (docs/scan-language.md,
// "Errors"). Columns count from 1; offsets from 0.
const ERRORS: Case[] = [
  // Unknown names, with the name meant.
  {
    text: 'roee > 15',
    offset: 0,
    length: 4,
    column: 1,
    message: "Unknown field 'roee' at line 1, column 1",
    suggestion: 'roe',
  },
  {
    text: 'pe < 20 AND roee > 15',
    offset: 12,
    length: 4,
    column: 13,
    message: "Unknown field 'roee' at line 1, column 13",
    suggestion: 'roe',
  },
  {
    text: 'price > 100',
    offset: 0,
    length: 5,
    column: 1,
    message: "Unknown field 'price' at line 1, column 1",
    suggestion: 'close',
  },
  {
    text: 'mcap > 500',
    offset: 0,
    length: 4,
    column: 1,
    message: "Unknown field 'mcap' at line 1, column 1",
    suggestion: 'market_cap',
  },
  {
    text: 'dividend_yeild > 2',
    offset: 0,
    length: 14,
    column: 1,
    message: "Unknown field 'dividend_yeild' at line 1, column 1",
    suggestion: 'dividend_yield',
  },
  {
    text: 'factor.momentun > 1',
    offset: 0,
    length: 15,
    column: 1,
    message: "Unknown field 'factor.momentun' at line 1, column 1",
    suggestion: 'factor.momentum',
  },
  {
    text: 'Volum > 1',
    offset: 0,
    length: 5,
    column: 1,
    message: "Unknown field 'volum' at line 1, column 1",
    suggestion: 'volume',
  },
  {
    text: 'zzzzzz > 1',
    offset: 0,
    length: 6,
    column: 1,
    message: "Unknown field 'zzzzzz' at line 1, column 1",
  },
  {
    text: 'rsii(14) < 30',
    offset: 0,
    length: 4,
    column: 1,
    message: "Unknown function 'rsii' at line 1, column 1",
    suggestion: 'rsi',
  },
  {
    text: 'close > ma(close, 50)',
    offset: 8,
    length: 2,
    column: 9,
    message: "Unknown function 'ma' at line 1, column 9",
    suggestion: 'sma',
  },
  {
    text: 'close > sma50',
    offset: 8,
    length: 5,
    column: 9,
    message: "Unknown field 'sma50' at line 1, column 9",
    suggestion: 'sma',
  },
  // A field called, a function not called.
  {
    text: 'close(5) > 1',
    offset: 0,
    length: 5,
    column: 1,
    message: "'close' at line 1, column 1 is a field, not a function; write it without brackets",
  },
  {
    text: 'rsi < 30',
    offset: 0,
    length: 3,
    column: 1,
    message: "'rsi' at line 1, column 1 is a function; write it with brackets, as in rsi(14) < 30",
  },
  // Syntax: what could have come, and what came.
  {
    text: 'close >',
    offset: 7,
    length: 0,
    column: 8,
    message:
      'Expected a number, a field or a function at line 1, column 8, but the scan ends there',
    expected: [
      'a number',
      'text in double quotes',
      'a field or function',
      'TRUE',
      'FALSE',
      '-',
      '(',
    ],
  },
  {
    text: 'close > 5 AND',
    offset: 13,
    length: 0,
    column: 14,
    message:
      'Expected a number, a field or a function at line 1, column 14, but the scan ends there',
    expected: [
      'a number',
      'text in double quotes',
      'a field or function',
      'TRUE',
      'FALSE',
      'NOT',
      '-',
      '(',
    ],
  },
  {
    text: 'close > 5)',
    offset: 9,
    length: 1,
    column: 10,
    message:
      "Expected an operator, AND, OR or the end of the scan at line 1, column 10, but found ')'",
    expected: ['-', '+', '*', '/', 'AND', 'OR', 'the end of the scan'],
  },
  {
    text: '(close > 5',
    offset: 10,
    length: 0,
    column: 11,
    message: "Expected an operator, ')', AND or OR at line 1, column 11, but the scan ends there",
  },
  {
    text: 'sma(close, 50 > 10',
    offset: 18,
    length: 0,
    column: 19,
    message:
      "Expected an operator, ')', ',', AND or OR at line 1, column 19, but the scan ends there",
  },
  {
    text: 'close 100',
    offset: 6,
    length: 3,
    column: 7,
    message:
      "Expected an operator, AND, OR or the end of the scan at line 1, column 7, but found '100'",
  },
  {
    text: '1 < close < 2',
    offset: 10,
    length: 1,
    column: 11,
    message:
      "Expected an operator, AND, OR or the end of the scan at line 1, column 11, but found '<'",
  },
  {
    text: 'close > AND open > 1',
    offset: 8,
    length: 3,
    column: 9,
    message: "Expected a number, a field or a function at line 1, column 9, but found 'AND'",
  },
  {
    text: 'close CROSSES 5',
    offset: 14,
    length: 1,
    column: 15,
    message: "Expected ABOVE or BELOW at line 1, column 15, but found '5'",
    expected: ['ABOVE', 'BELOW'],
  },
  {
    text: 'sma(close,, 5) > 1',
    offset: 10,
    length: 1,
    column: 11,
    message: "Expected a number, a field or a function at line 1, column 11, but found ','",
  },
  {
    text: 'pe < 20\nAND\nroe >',
    offset: 17,
    length: 0,
    line: 3,
    column: 6,
    message:
      'Expected a number, a field or a function at line 3, column 6, but the scan ends there',
  },
  // Habits from elsewhere: grouped numbers, units, quotes, symbols.
  {
    text: 'volume > 1,00,000',
    offset: 9,
    length: 8,
    column: 10,
    message: 'Write numbers without commas at line 1, column 10: write 100000, not 1,00,000',
  },
  {
    text: 'volume > 10,000 AND pe < 5',
    offset: 9,
    length: 6,
    column: 10,
    message: 'Write numbers without commas at line 1, column 10: write 10000, not 10,000',
  },
  {
    text: 'market_cap > 500cr',
    offset: 13,
    length: 5,
    column: 14,
    message:
      'Write plain numbers without units at line 1, column 14: market_cap is already in ₹ crore and percentages are plain numbers, such as 15',
  },
  {
    text: 'roe > 15%',
    offset: 8,
    length: 1,
    column: 9,
    message: 'Write percentages as plain numbers at line 1, column 9: roe > 15 means 15 %',
  },
  {
    text: 'close > ₹100',
    offset: 8,
    length: 1,
    column: 9,
    message: 'Write amounts as plain numbers at line 1, column 9: close > 100 means ₹100',
  },
  {
    text: "sector = 'Energy'",
    offset: 9,
    length: 1,
    column: 10,
    message:
      'Text goes in double quotes, such as "Energy", not single quotes (at line 1, column 10)',
  },
  {
    text: 'sector = "Energy',
    offset: 9,
    length: 7,
    column: 10,
    message: 'The text in quotes at line 1, column 10 has no closing double quote',
  },
  {
    text: 'pe < 20 && roe > 15',
    offset: 8,
    length: 2,
    column: 9,
    message: 'Write AND instead of && at line 1, column 9',
  },
  {
    text: 'pe < 20 || roe > 15',
    offset: 8,
    length: 2,
    column: 9,
    message: 'Write OR instead of || at line 1, column 9',
  },
  {
    text: '!in_nifty50',
    offset: 0,
    length: 1,
    column: 1,
    message: 'Write NOT instead of ! at line 1, column 1',
  },
  {
    text: 'close ≥ 100',
    offset: 6,
    length: 1,
    column: 7,
    message: 'Write >= instead of ≥ at line 1, column 7',
  },
  {
    text: 'close > 100 @',
    offset: 12,
    length: 1,
    column: 13,
    message: "Unexpected character '@' at line 1, column 13",
  },
  {
    text: 'close > 100 AND open > 1 #$ AND',
    offset: 25,
    length: 2,
    column: 26,
    message: "Unexpected character '#$' at line 1, column 26",
  },
  {
    text: 'sector = “Energy',
    offset: 9,
    length: 7,
    column: 10,
    message: 'The text in quotes at line 1, column 10 has no closing double quote',
  },
  // Types.
  {
    text: 'sector = 5',
    offset: 0,
    length: 10,
    column: 1,
    message: "Cannot compare 'sector' (text) with '5' (a number) at line 1, column 1",
  },
  {
    text: 'sector > "A"',
    offset: 0,
    length: 12,
    column: 1,
    message: "> compares numbers, but 'sector' at line 1, column 1 is text; use = or !=",
  },
  {
    text: 'close > in_nifty50',
    offset: 0,
    length: 18,
    column: 1,
    message: "> compares numbers, but 'in_nifty50' at line 1, column 9 is a condition; use = or !=",
  },
  {
    text: 'in_nifty50 = 1',
    offset: 0,
    length: 14,
    column: 1,
    message: "Cannot compare 'in_nifty50' (a condition) with '1' (a number) at line 1, column 1",
  },
  {
    text: 'close + sector > 1',
    offset: 8,
    length: 6,
    column: 9,
    message: "+ needs numbers, but 'sector' at line 1, column 9 is text",
  },
  {
    text: '-in_nifty50 = TRUE',
    offset: 1,
    length: 10,
    column: 2,
    message: "A minus sign needs a number, but 'in_nifty50' at line 1, column 2 is a condition",
  },
  {
    text: 'NOT close',
    offset: 4,
    length: 5,
    column: 5,
    message:
      "NOT needs a condition, but 'close' at line 1, column 5 is a number; compare it, such as close > 100",
  },
  {
    text: 'close > 5 AND volume',
    offset: 14,
    length: 6,
    column: 15,
    message:
      "AND joins conditions, but 'volume' at line 1, column 15 is a number; compare it, such as close > 100",
  },
  {
    text: 'close > 5 OR "x"',
    offset: 13,
    length: 3,
    column: 14,
    message:
      'OR joins conditions, but \'"x"\' at line 1, column 14 is text; compare it, such as close > 100',
  },
  {
    text: 'sector CROSSES ABOVE "A"',
    offset: 0,
    length: 6,
    column: 1,
    message: "CROSSES ABOVE needs numbers, but 'sector' at line 1, column 1 is text",
  },
  {
    text: 'close',
    offset: 0,
    length: 5,
    column: 1,
    message: 'A scan must be a condition, such as close > 100, but this one is a number',
  },
  {
    text: 'rsi(14) * 2',
    offset: 0,
    length: 11,
    column: 1,
    message: 'A scan must be a condition, such as close > 100, but this one is a number',
  },
  {
    text: 'sector',
    offset: 0,
    length: 6,
    column: 1,
    message: 'A scan must be a condition, such as close > 100, but this one is text',
  },
  {
    text: 'close > 1e400',
    offset: 8,
    length: 5,
    column: 9,
    message: 'The number at line 1, column 9 is too large',
  },
  // Fixed text values.
  {
    text: 'sector = "IT"',
    offset: 9,
    length: 4,
    column: 10,
    message:
      'Sector has no value "IT" (at line 1, column 10); it is one of "Commodities", "Consumer Discretionary", "Diversified", "Energy", "Fast Moving Consumer Goods", "Financial Services", "Healthcare", "Industrials", "Information Technology", "Services", "Telecommunication", "Utilities"',
    suggestion: 'Information Technology',
  },
  {
    text: 'size = "lrage"',
    offset: 7,
    length: 7,
    column: 8,
    message:
      'Size has no value "lrage" (at line 1, column 8); it is one of "large", "mid", "small"',
    suggestion: 'large',
  },
  // Arguments: count, series, periods.
  {
    text: 'sma(close) > 10',
    offset: 0,
    length: 10,
    column: 1,
    message: 'sma at line 1, column 1 needs 2 arguments (series, n), as in close > sma(close, 200)',
  },
  {
    text: 'sma() > 10',
    offset: 0,
    length: 5,
    column: 1,
    message: 'sma at line 1, column 1 needs 2 arguments (series, n), as in close > sma(close, 200)',
  },
  {
    text: 'rsi(close, 14, 3) < 30',
    offset: 15,
    length: 1,
    column: 16,
    message:
      'rsi takes at most 2 arguments (series, n); the one at line 1, column 16 is one too many',
  },
  {
    text: 'volatility(252, 5) < 30',
    offset: 16,
    length: 1,
    column: 17,
    message:
      'volatility takes at most 1 arguments (n); the one at line 1, column 17 is one too many',
  },
  {
    text: 'sma(pe, 20) > 10',
    offset: 4,
    length: 2,
    column: 5,
    message:
      "The series of sma at line 1, column 5 must be one of open, high, low, close, volume, change or a function such as rsi(close, 14), not 'pe'",
  },
  {
    text: 'sma(50) > 10',
    offset: 4,
    length: 2,
    column: 5,
    message:
      "The series of sma at line 1, column 5 must be one of open, high, low, close, volume, change or a function such as rsi(close, 14), not '50'",
  },
  {
    text: 'sma(close * 2, 5) > 10',
    offset: 4,
    length: 9,
    column: 5,
    message:
      "The series of sma at line 1, column 5 must be one of open, high, low, close, volume, change or a function such as rsi(close, 14), not 'close * 2'",
  },
  {
    text: 'sma(close, roe) > 10',
    offset: 11,
    length: 3,
    column: 12,
    message: 'The period of sma at line 1, column 12 must be a number written out, such as 50',
  },
  {
    text: 'rsi(close, 600) < 30',
    offset: 11,
    length: 3,
    column: 12,
    message: 'The period at line 1, column 12 must be a whole number from 1 to 500',
  },
  {
    text: 'rsi(close, 0) < 30',
    offset: 11,
    length: 1,
    column: 12,
    message: 'The period at line 1, column 12 must be a whole number from 1 to 500',
  },
  {
    text: 'rsi(close, 14.5) < 30',
    offset: 11,
    length: 4,
    column: 12,
    message: 'The period at line 1, column 12 must be a whole number from 1 to 500',
  },
  {
    text: 'sma(close, -5) > 1',
    offset: 11,
    length: 2,
    column: 12,
    message: 'The period at line 1, column 12 must be a whole number from 1 to 500',
  },
  {
    text: 'close > bb_upper(close, 20, 9)',
    offset: 28,
    length: 1,
    column: 29,
    message: 'The band width k at line 1, column 29 must be a number from 0.5 to 5',
  },
  {
    text: 'macd(close, 26, 12) > 0',
    offset: 16,
    length: 2,
    column: 17,
    message: 'The slow period of macd at line 1, column 17 must be longer than the fast period',
  },
  {
    text: 'sma(clse, 5) > 1',
    offset: 4,
    length: 4,
    column: 5,
    message: "Unknown field 'clse' at line 1, column 5",
    suggestion: 'close',
  },
  {
    text: 'sma(foo, 5) > 1',
    offset: 4,
    length: 3,
    column: 5,
    message: "Unknown field 'foo' at line 1, column 5",
  },
  // Limits.
  {
    text: '',
    offset: 0,
    length: 0,
    column: 1,
    message: 'The scan is empty: write a condition, such as close > 100',
  },
  {
    text: '   \n ',
    offset: 0,
    length: 5,
    column: 1,
    message: 'The scan is empty: write a condition, such as close > 100',
  },
];

describe('scan errors: position, message, suggestion', () => {
  it.each(ERRORS)('$text', ({ text, line = 1, expected, suggestion, ...rest }) => {
    const error = errorOf(text);
    expect(error).toMatchObject({ ...rest, line });
    expect(error.suggestion).toBe(suggestion);
    if (expected) expect(error.expected).toEqual(expected);
  });

  it('underlines exactly the text the offset and length name', () => {
    for (const { text } of ERRORS.filter((c) => c.text.startsWith('pe < 20 AND roee'))) {
      const error = errorOf(text);
      expect(text.slice(error.offset, error.offset + error.length)).toBe('roee');
    }
  });

  it('refuses a scan longer than the limit', () => {
    const text = `close > 1${' AND close > 1'.repeat(200)}`;
    expect(text.length).toBeGreaterThan(MAX_SCAN_LENGTH);
    expect(errorOf(text)).toMatchObject({
      offset: MAX_SCAN_LENGTH,
      message: `A scan can be at most ${MAX_SCAN_LENGTH} characters; this one is ${text.length}`,
    });
  });

  it('refuses brackets nested deeper than the limit, and takes the limit itself', () => {
    const deep = (n: number) => `${'('.repeat(n)}close > 1${')'.repeat(n)}`;
    expect(parseScan(deep(MAX_NESTING)).ok).toBe(true);
    expect(errorOf(deep(MAX_NESTING + 1))).toMatchObject({
      offset: MAX_NESTING,
      message: `Too many brackets inside one another at line 1, column ${MAX_NESTING + 1} (at most ${MAX_NESTING})`,
    });
  });

  it('takes long chains of NOT and minus without recursing per sign', () => {
    expect(parseScan(`${'NOT '.repeat(400)}in_nifty50`).ok).toBe(true);
    expect(parseScan(`close > ${'-'.repeat(1500)}5`).ok).toBe(true);
  });
});
