import { describe, expect, it } from 'vitest';
import doc from '../../../docs/scan-language.md?raw';
import type { Expr } from '@/domain/scan/ast';
import { valueColumns } from '@/domain/scan/columns';
import { fieldByName, functionByName, SCAN_FIELDS, SCAN_FUNCTIONS } from '@/domain/scan/fields';
import { parseScan } from '@/domain/scan/parse';
import { PREBUILT_SCANS } from '@/domain/scan/prebuilt';
import { printScan } from '@/domain/scan/print';
import { editDistance, suggestField, suggestFunction } from '@/domain/scan/suggest';

function parsed(text: string): Expr {
  const result = parseScan(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.ast;
}

describe('prebuilt scans', () => {
  it('has a dozen, with distinct url-safe ids', () => {
    expect(PREBUILT_SCANS.length).toBeGreaterThanOrEqual(12);
    const ids = PREBUILT_SCANS.map((scan) => scan.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(PREBUILT_SCANS.map((scan) => [scan.id, scan.expression]))(
    '%s parses and is written in canonical text',
    (_id, expression) => {
      expect(printScan(parsed(expression))).toBe(expression);
    },
  );
});

describe('catalogue', () => {
  it('names fields and functions once each, lower case', () => {
    const names = [...SCAN_FIELDS.map((f) => f.name), ...SCAN_FUNCTIONS.map((f) => f.name)];
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)?$/);
  });

  it('finds names in any case', () => {
    expect(fieldByName('Market_Cap')?.unit).toBe('₹ cr');
    expect(fieldByName('FACTOR.MOMENTUM')?.group).toBe('Factors');
    expect(fieldByName('roce')).toBeUndefined();
    expect(functionByName('RSI')?.params.map((p) => p.default)).toEqual(['close', 14]);
    expect(functionByName('close')).toBeUndefined();
  });

  it('gives every function an example that parses', () => {
    for (const fn of SCAN_FUNCTIONS) expect(parseScan(fn.example).ok, fn.example).toBe(true);
  });

  it.each([...SCAN_FIELDS.map((f) => f.name), ...SCAN_FUNCTIONS.map((f) => f.name)])(
    '%s is documented in docs/scan-language.md',
    (name) => {
      expect(doc).toContain(`| \`${name}\``);
    },
  );

  it.each(doc.split('\n').flatMap((line) => /^\| `([a-z_.0-9]+)`/.exec(line)?.slice(1) ?? []))(
    'the documented name %s exists',
    (name) => {
      expect(fieldByName(name) ?? functionByName(name)).toBeDefined();
    },
  );
});

/** Rows `| \`scan\` | words |` of the doc's section with that title. */
function docRows(title: string): Array<[string, string]> {
  const section = doc.slice(doc.indexOf(`\n${title}\n`) + 1).split('\n## ')[0] ?? '';
  return section.split('\n').flatMap((line): Array<[string, string]> => {
    const match = /^\| `(.+?)` +\| (.+?) +\|$/.exec(line);
    return match?.[1] && match[2] ? [[match[1], match[2]]] : [];
  });
}

describe('the documentation says what the parser does', () => {
  it.each(docRows('### Canonical text'))('%s is printed as %s', (text, canonical) => {
    expect(`\`${printScan(parsed(text))}\``).toBe(canonical);
  });

  it.each(docRows('## Errors'))('%s: %s', (text, words) => {
    const result = parseScan(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const { message, suggestion } = result.error;
    const said = suggestion === undefined ? message : `${message} (suggestion: ${suggestion})`;
    const [start = '', end = ''] = words.split('...');
    expect(said.startsWith(start) && said.endsWith(end)).toBe(true);
  });

  it('has examples of both', () => {
    expect(docRows('### Canonical text').length).toBeGreaterThanOrEqual(5);
    expect(docRows('## Errors').length).toBeGreaterThanOrEqual(10);
  });
});

describe('value columns', () => {
  it.each<[string, Array<[key: string, label: string, type: string, unit: string]>]>([
    [
      'pe < 20 AND roe > 15 AND rsi(14) < 30',
      [
        ['pe', 'P/E', 'number', 'x'],
        ['roe', 'ROE', 'number', '%'],
        ['rsi(close, 14)', 'RSI (14)', 'number', ''],
      ],
    ],
    [
      'sma(close, 50) CROSSES ABOVE sma(close, 200)',
      [
        ['sma(close, 50)', 'SMA 50 of close', 'number', '₹'],
        ['sma(close, 200)', 'SMA 200 of close', 'number', '₹'],
      ],
    ],
    [
      'close >= 0.95 * high_52w AND volume > 2 * avg(volume, 20)',
      [
        ['close', 'Close', 'number', '₹'],
        ['high_52w', '52-week high', 'number', '₹'],
        ['volume', 'Volume', 'number', ''],
        ['avg(volume, 20)', 'Average 20 of volume', 'number', ''],
      ],
    ],
    [
      'factor.momentum > 1 AND sector = "Energy"',
      [
        ['factor.momentum', 'Momentum score', 'number', ''],
        ['sector', 'Sector', 'text', ''],
      ],
    ],
    // Distinct by canonical text, in text order; NOT and OR looked through; literals left out.
    [
      'close > sma(close, 20) OR NOT (close > sma(close,20) AND rsi() > 50) OR 1 < 2',
      [
        ['close', 'Close', 'number', '₹'],
        ['sma(close, 20)', 'SMA 20 of close', 'number', '₹'],
        ['rsi(close, 14)', 'RSI (14)', 'number', ''],
      ],
    ],
    [
      'macd() CROSSES ABOVE macd_signal() AND rsi(volume, 9) > 50 AND atr() < 5 AND roc(close, 20) > 5',
      [
        ['macd(close, 12, 26)', 'MACD (12, 26)', 'number', '₹'],
        ['macd_signal(close, 12, 26, 9)', 'MACD signal (12, 26, 9)', 'number', '₹'],
        ['rsi(volume, 9)', 'RSI (9) of volume', 'number', ''],
        ['atr(14)', 'ATR (14)', 'number', '₹'],
        ['roc(close, 20)', '20-day change of close', 'number', '%'],
      ],
    ],
    [
      'high - low > 2 * atr() AND close > prev(close) AND volatility() < 30 AND in_nifty50 = TRUE',
      [
        ['high - low', 'high - low', 'number', '₹'],
        ['atr(14)', 'ATR (14)', 'number', '₹'],
        ['close', 'Close', 'number', '₹'],
        ['prev(close, 1)', 'Previous close', 'number', '₹'],
        ['volatility(252)', 'Volatility (252 days)', 'number', '%'],
        ['in_nifty50', 'In NIFTY 50', 'boolean', ''],
      ],
    ],
  ])('%s', (text, columns) => {
    const actual = valueColumns(parsed(text)).map((c) => [c.key, c.label, c.type, c.unit]);
    expect(actual).toEqual(columns);
  });

  it('keeps the sub-tree each column evaluates, keyed by its canonical text', () => {
    const [column] = valueColumns(parsed('rsi(14) < 30'));
    expect(column?.expr).toMatchObject({
      kind: 'call',
      name: 'rsi',
      args: [{ name: 'close' }, { value: 14 }],
    });
    expect(column && printScan(column.expr)).toBe(column?.key);
  });
});

describe('suggestions', () => {
  it.each([
    ['ca', 'ab', 2],
    ['ab', 'ba', 1],
    ['roe', 'roe', 0],
    ['roee', 'roe', 1],
    ['', 'pe', 2],
    ['kitten', 'sitting', 3],
    ['dividend_yeild', 'dividend_yield', 1],
  ] as const)('edit distance %s -> %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it.each([
    ['roee', 'roe'],
    ['PRICE', 'close'],
    ['ltp', 'close'],
    ['mktcap', 'market_cap'],
    ['debt_equity', 'debt_to_equity'],
    ['high52', 'high_52w'],
    ['momentum', 'factor.momentum'],
    ['nifty50', 'in_nifty50'],
    ['ema20', 'ema'],
    ['xyzzy', undefined],
  ])('field %s -> %s', (word, meant) => {
    expect(suggestField(word)).toBe(meant);
  });

  it.each([
    ['rsii', 'rsi'],
    ['dma', 'sma'],
    ['bollinger_upper', 'bb_upper'],
    ['max', 'highest'],
    ['qwerty', undefined],
  ])('function %s -> %s', (word, meant) => {
    expect(suggestFunction(word)).toBe(meant);
  });
});
