import { describe, expect, it } from 'vitest';
import type { Expr } from '@/domain/scan/ast';
import { parseScan } from '@/domain/scan/parse';
import { canonicalKey, printScan } from '@/domain/scan/print';

function parsed(text: string): Expr {
  const result = parseScan(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.ast;
}

// Each text a user might type and the one canonical text it means (docs/scan-language.md,
// "Canonical text"): keywords upper case, single spaces, fewest brackets, defaults written out.
const CANONICAL: Array<[string, string]> = [
  // The examples.
  ['pe < 20 AND roe > 15 AND rsi(14) < 30', 'pe < 20 AND roe > 15 AND rsi(close, 14) < 30'],
  ['sma(close, 50) crosses above sma(close, 200)', 'sma(close, 50) CROSSES ABOVE sma(close, 200)'],
  [
    'close >= 0.95 * high_52w AND volume > 2 * avg(volume, 20)',
    'close >= 0.95 * high_52w AND volume > 2 * avg(volume, 20)',
  ],
  [
    'factor.momentum > 1 AND sector = "Information Technology"',
    'factor.momentum > 1 AND sector = "Information Technology"',
  ],
  // Keywords and names in any case; spacing and line breaks do not matter.
  ['PE<20 and ROE>15', 'pe < 20 AND roe > 15'],
  ['close>open Or close<open', 'close > open OR close < open'],
  ['not in_nifty50', 'NOT in_nifty50'],
  ['Factor.Momentum > 0', 'factor.momentum > 0'],
  ['  close\n>\t100  ', 'close > 100'],
  ['close > 1 AND\r\nopen > 1', 'close > 1 AND open > 1'],
  ['SMA(CLOSE,50) CROSSES BELOW EMA(close,20)', 'sma(close, 50) CROSSES BELOW ema(close, 20)'],
  ['TRUE', 'TRUE'],
  ['false', 'FALSE'],
  ['in_nifty50', 'in_nifty50'],
  ['in_nifty50 = true', 'in_nifty50 = TRUE'],
  // Every comparison, including the spellings printed another way.
  ['close < 1', 'close < 1'],
  ['close <= 1', 'close <= 1'],
  ['close > 1', 'close > 1'],
  ['close >= 1', 'close >= 1'],
  ['close = 1', 'close = 1'],
  ['close != 1', 'close != 1'],
  ['close == 1', 'close = 1'],
  ['close <> 1', 'close != 1'],
  // Numbers.
  ['close > 12.5', 'close > 12.5'],
  ['close > .5', 'close > 0.5'],
  ['close > 12.', 'close > 12'],
  ['close > 1e3', 'close > 1000'],
  ['close > 2.5E-3', 'close > 0.0025'],
  ['close > 1e21', 'close > 1e+21'],
  ['close > 0012', 'close > 12'],
  ['change > -2', 'change > -2'],
  ['change > - 2', 'change > -2'],
  ['change > -(2)', 'change > -2'],
  ['change > --2', 'change > 2'],
  ['change > -0', 'change > 0'],
  ['-change > 2', '-change > 2'],
  ['- -change > 2', '--change > 2'],
  // Precedence: OR < AND < NOT < comparison < + - < * / < unary minus.
  ['close > 1 OR open > 1 AND low > 1', 'close > 1 OR open > 1 AND low > 1'],
  ['(close > 1 OR open > 1) AND low > 1', '(close > 1 OR open > 1) AND low > 1'],
  ['close > 1 OR (open > 1 AND low > 1)', 'close > 1 OR open > 1 AND low > 1'],
  ['NOT close > 1', 'NOT close > 1'],
  ['NOT (close > 1)', 'NOT close > 1'],
  ['NOT (close > 1 AND open > 1)', 'NOT (close > 1 AND open > 1)'],
  ['NOT NOT in_nifty50', 'NOT NOT in_nifty50'],
  ['(NOT in_nifty50) = TRUE', '(NOT in_nifty50) = TRUE'],
  ['(close > 1) = (open > 1)', '(close > 1) = (open > 1)'],
  ['close > open + 1 * 2', 'close > open + 1 * 2'],
  ['close > (open + 1) * 2', 'close > (open + 1) * 2'],
  ['close > open - (high - low)', 'close > open - (high - low)'],
  ['close > (open - high) - low', 'close > open - high - low'],
  ['close > open / (high / low)', 'close > open / (high / low)'],
  ['close > open + (high + low)', 'close > open + (high + low)'],
  ['close > open * (high + low)', 'close > open * (high + low)'],
  ['close > -(open + 1)', 'close > -(open + 1)'],
  ['close > -open * 2', 'close > -open * 2'],
  ['close > 2 * -open', 'close > 2 * -open'],
  ['close - -5 > 0', 'close - -5 > 0'],
  ['(((close))) > ((1))', 'close > 1'],
  ['(close + 1) crosses above sma(close, 5)', 'close + 1 CROSSES ABOVE sma(close, 5)'],
  // AND and OR flatten, however they were bracketed.
  [
    'close > 1 AND (open > 1 AND (low > 1 AND high > 1))',
    'close > 1 AND open > 1 AND low > 1 AND high > 1',
  ],
  ['(close > 1 OR open > 1) OR low > 1', 'close > 1 OR open > 1 OR low > 1'],
  // Text: double quotes, escapes, the phone's curly quotes, catalogue spelling of fixed values.
  ['industry = "Capital Goods"', 'industry = "Capital Goods"'],
  ['industry != "A \\"quoted\\" name"', 'industry != "A \\"quoted\\" name"'],
  ['industry = "back\\\\slash"', 'industry = "back\\\\slash"'],
  ['sector = “Energy”', 'sector = "Energy"'],
  ['size == "LARGE"', 'size = "large"'],
  ['"mid" = size', '"mid" = size'],
  ['sector = "financial services"', 'sector = "Financial Services"'],
  ['sector = industry', 'sector = industry'],
  // Defaults written out; the series may be left out where it has a default.
  ['rsi() < 30', 'rsi(close, 14) < 30'],
  ['rsi(7) < 30', 'rsi(close, 7) < 30'],
  ['rsi(volume) < 30', 'rsi(volume, 14) < 30'],
  ['macd() > 0', 'macd(close, 12, 26) > 0'],
  ['macd(5, 10) > 0', 'macd(close, 5, 10) > 0'],
  ['macd_signal() < macd()', 'macd_signal(close, 12, 26, 9) < macd(close, 12, 26)'],
  ['atr() < 0.02 * close', 'atr(14) < 0.02 * close'],
  ['close > bb_upper()', 'close > bb_upper(close, 20, 2)'],
  ['close < bb_lower(close, 20, 2.5)', 'close < bb_lower(close, 20, 2.5)'],
  ['close > prev(close)', 'close > prev(close, 1)'],
  ['volatility() < 25', 'volatility(252) < 25'],
  ['roc(close, 125) > 20', 'roc(close, 125) > 20'],
  ['close >= highest(high, 20)', 'close >= highest(high, 20)'],
  ['close <= lowest(low, 20)', 'close <= lowest(low, 20)'],
  ['avg(change, 5) > 0', 'avg(change, 5) > 0'],
  // A function of a function.
  ['sma(rsi(14), 5) > 50', 'sma(rsi(close, 14), 5) > 50'],
  ['close > prev(highest(high, 252))', 'close > prev(highest(high, 252), 1)'],
  // Every field.
  [
    'open > 1 AND high > 1 AND low > 1 AND close > 1 AND volume > 1 AND change > 1',
    'open > 1 AND high > 1 AND low > 1 AND close > 1 AND volume > 1 AND change > 1',
  ],
  [
    'high_52w > 1 AND low_52w > 1 AND market_cap > 1 AND pe > 1 AND pb > 1 AND roe > 1',
    'high_52w > 1 AND low_52w > 1 AND market_cap > 1 AND pe > 1 AND pb > 1 AND roe > 1',
  ],
  [
    'debt_to_equity < 1 AND dividend_yield > 1 AND eps > 1 AND sales_growth > 1 AND profit_growth > 1',
    'debt_to_equity < 1 AND dividend_yield > 1 AND eps > 1 AND sales_growth > 1 AND profit_growth > 1',
  ],
  [
    'factor.composite > 0 AND factor.value > 0 AND factor.quality > 0 AND factor.low_volatility > 0 AND factor.size > 0',
    'factor.composite > 0 AND factor.value > 0 AND factor.quality > 0 AND factor.low_volatility > 0 AND factor.size > 0',
  ],
];

describe('scan grammar: text to canonical text', () => {
  it.each(CANONICAL)('%s', (text, canonical) => {
    const ast = parsed(text);
    expect(printScan(ast)).toBe(canonical);
    expect(printScan(parsed(canonical))).toBe(canonical);
    expect(canonicalKey(ast)).toBe(canonical);
  });
});

describe('scan grammar: the tree', () => {
  it('flattens AND into one node of many operands', () => {
    const ast = parsed('close > 1 AND (open > 1 AND low > 1) AND high > 1');
    expect(ast.kind).toBe('logical');
    expect(ast.kind === 'logical' && ast.operands.map((o) => o.kind)).toEqual([
      'compare',
      'compare',
      'compare',
      'compare',
    ]);
  });

  it('groups arithmetic from the left', () => {
    const ast = parsed('close - open - 1 > 0');
    expect(ast).toMatchObject({
      kind: 'compare',
      left: {
        kind: 'arithmetic',
        op: '-',
        left: { kind: 'arithmetic', op: '-', left: { name: 'close' }, right: { name: 'open' } },
        right: { kind: 'number', value: 1 },
      },
    });
  });

  it('reads a minus before a number as a negative number', () => {
    expect(parsed('change > -2.5')).toMatchObject({ right: { kind: 'number', value: -2.5 } });
  });

  it('stores names lower case and crosses with their direction', () => {
    expect(parsed('SMA(Close, 50) CROSSES BELOW Close')).toMatchObject({
      kind: 'cross',
      direction: 'below',
      left: { kind: 'call', name: 'sma', args: [{ kind: 'field', name: 'close' }, { value: 50 }] },
      right: { kind: 'field', name: 'close' },
    });
  });

  it('locates every node: offset, length, line and column from 1', () => {
    const text = 'pe < 20\n  AND rsi(14) < 30';
    const ast = parsed(text);
    expect(ast.span).toEqual({ offset: 0, length: text.length, line: 1, column: 1 });
    const second = ast.kind === 'logical' ? ast.operands[1] : undefined;
    expect(second?.span).toEqual({ offset: 14, length: 12, line: 2, column: 7 });
    const call = second?.kind === 'compare' ? second.left : undefined;
    expect(call?.span).toEqual({ offset: 14, length: 7, line: 2, column: 7 });
  });

  it('keeps the original text beside the tree', () => {
    expect(parseScan('pe<20')).toMatchObject({ ok: true, text: 'pe<20' });
  });
});
