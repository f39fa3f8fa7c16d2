import { describe, expect, it } from 'vitest';
import { parseTradebook, TRADEBOOK_COLUMNS } from '@/features/portfolio/model/tradebook-csv';

// Zerodha Console's tradebook layout (issue 11, Deliver 3): each rule of a line as a case.

const HEADER = TRADEBOOK_COLUMNS.join(',');
const TODAY = '2026-11-23';
const row = (over: Partial<Record<(typeof TRADEBOOK_COLUMNS)[number], string>> = {}) =>
  TRADEBOOK_COLUMNS.map(
    (name) =>
      ({
        symbol: 'INFY',
        isin: 'INE009A01021',
        trade_date: '2025-04-07',
        exchange: 'NSE',
        segment: 'EQ',
        series: 'EQ',
        trade_type: 'buy',
        auction: 'false',
        quantity: '10.000000',
        price: '1395.6500',
        trade_id: '58031245',
        order_id: '1100000004712345',
        order_execution_time: '2025-04-07T09:21:13',
        ...over,
      })[name],
  ).join(',');

describe('parsing a Console tradebook', () => {
  it('reads a line into paise, whole shares and BUY/SELL, skipping blank lines and a BOM', () => {
    const { rows, problems } = parseTradebook(`\uFEFF${HEADER}\r\n${row()}\r\n\r\n`, TODAY);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        symbol: 'INFY',
        isin: 'INE009A01021',
        tradeDate: '2025-04-07',
        exchange: 'NSE',
        side: 'BUY',
        quantity: 10,
        pricePaise: 139_565,
        tradeId: '58031245',
      },
    ]);
  });

  it('takes columns in any order and quoted cells', () => {
    const columns = [...TRADEBOOK_COLUMNS].reverse();
    const line = row()
      .split(',')
      .reverse()
      .map((cell) => `"${cell}"`)
      .join(',');
    const { rows, problems } = parseTradebook(`${columns.join(',')}\n${line}`, TODAY);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ symbol: 'INFY', quantity: 10, pricePaise: 139_565 });
  });

  it.each<[string, Parameters<typeof row>[0], string]>([
    ['a sale', { trade_type: 'sell' }, ''],
    ['a future date', { trade_date: '2026-11-24' }, 'trade_date'],
    ['a date in another format', { trade_date: '07-04-2025' }, 'trade_date'],
    ['a fraction of a share', { quantity: '1.5' }, 'quantity'],
    ['zero shares', { quantity: '0' }, 'quantity'],
    ['a negative price', { price: '-5' }, 'price'],
    ['a price with 5 decimals', { price: '10.12345' }, 'price'],
    ['a derivative', { segment: 'FO' }, 'segment'],
    ['another exchange', { exchange: 'MCX' }, 'exchange'],
    ['a short sale', { trade_type: 'short' }, 'trade_type'],
    ['no trade id', { trade_id: '' }, 'trade_id'],
    ['a symbol with spaces', { symbol: 'IN FY' }, 'symbol'],
  ])('%s', (_name, over, column) => {
    const { rows, problems } = parseTradebook(`${HEADER}\n${row(over)}`, TODAY);
    if (column === '') {
      expect(problems).toEqual([]);
      expect(rows).toHaveLength(1);
    } else {
      expect(problems.map((problem) => [problem.line, problem.column])).toEqual([[2, column]]);
      expect(rows).toEqual([]);
    }
  });

  it('names the same trade twice', () => {
    const { problems } = parseTradebook(`${HEADER}\n${row()}\n${row()}`, TODAY);
    expect(problems).toEqual([{ line: 3, column: 'trade_id', detail: 'The same trade twice' }]);
  });

  it('refuses a file without the tradebook header, naming the missing columns', () => {
    const { problems } = parseTradebook('date,stock,qty\n2025-01-01,INFY,1', TODAY);
    expect(problems[0]).toMatchObject({ line: 1 });
    expect(problems[0]!.detail).toMatch(/not a Zerodha Console tradebook: the header lacks symbol/);
  });
});
