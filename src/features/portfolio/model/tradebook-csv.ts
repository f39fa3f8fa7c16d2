import { isIsoDate } from './financial-year';

/**
 * Zerodha Console's tradebook export (Reports → Tradebook → Equity → CSV), the file an investor
 * imports to start paper trading from their real portfolio. Its header:
 * symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,
 * order_id,order_execution_time. Every row is checked; the file imports whole or not at all.
 */

export const TRADEBOOK_COLUMNS = [
  'symbol',
  'isin',
  'trade_date',
  'exchange',
  'segment',
  'series',
  'trade_type',
  'auction',
  'quantity',
  'price',
  'trade_id',
  'order_id',
  'order_execution_time',
] as const;

export const MAX_TRADEBOOK_ROWS = 20_000;

export interface TradebookRow {
  /** The line in the file (the header is line 1). */
  line: number;
  symbol: string;
  isin: string;
  tradeDate: string;
  exchange: 'NSE' | 'BSE';
  side: 'BUY' | 'SELL';
  quantity: number;
  /** Paise, from the rupee price with up to 4 decimals, rounded to the paisa. */
  pricePaise: number;
  tradeId: string;
}

export interface TradebookProblem {
  line: number;
  column: string;
  detail: string;
}

/** One CSV line's cells (double quotes around a cell, "" inside one). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at]!;
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      out.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  out.push(cell.trim());
  return out;
}

const PRICE = /^\d{1,9}(?:\.\d{1,4})?$/;

/** The rows of a tradebook, or every problem found (line and column named). */
export function parseTradebook(
  text: string,
  today: string,
): { rows: TradebookRow[]; problems: TradebookProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = cells(lines[0] ?? '').map((name) => name.toLowerCase());
  const missing = TRADEBOOK_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    return {
      rows: [],
      problems: [
        {
          line: 1,
          column: missing.join(', '),
          detail: `This is not a Zerodha Console tradebook: the header lacks ${missing.join(', ')}`,
        },
      ],
    };
  }
  const index = (name: (typeof TRADEBOOK_COLUMNS)[number]) => header.indexOf(name);
  const rows: TradebookRow[] = [];
  const problems: TradebookProblem[] = [];
  const seen = new Set<string>();
  const body = lines.slice(1);
  if (body.filter((line) => line.trim() !== '').length > MAX_TRADEBOOK_ROWS) {
    return {
      rows: [],
      problems: [{ line: 1, column: '', detail: `At most ${MAX_TRADEBOOK_ROWS} trades a file` }],
    };
  }
  body.forEach((raw, at) => {
    if (raw.trim() === '') return;
    const line = at + 2;
    const value = cells(raw);
    const get = (name: (typeof TRADEBOOK_COLUMNS)[number]) => value[index(name)] ?? '';
    const problem = (column: string, detail: string) => problems.push({ line, column, detail });
    const before = problems.length;
    const symbol = get('symbol').toUpperCase();
    if (!/^[A-Z0-9&_-]{1,20}$/.test(symbol)) problem('symbol', 'Not an NSE or BSE symbol');
    const exchange = get('exchange').toUpperCase();
    if (exchange !== 'NSE' && exchange !== 'BSE') problem('exchange', 'NSE or BSE');
    const segment = get('segment').toUpperCase();
    if (segment !== 'EQ') problem('segment', 'Only equity (EQ) trades can be imported');
    const tradeDate = get('trade_date');
    if (!isIsoDate(tradeDate)) problem('trade_date', 'A date written YYYY-MM-DD');
    else if (tradeDate > today) problem('trade_date', 'A trade cannot be dated in the future');
    const side = get('trade_type').toLowerCase();
    if (side !== 'buy' && side !== 'sell') problem('trade_type', 'buy or sell');
    const quantity = Number(get('quantity'));
    if (
      !/^\d+(?:\.0+)?$/.test(get('quantity')) ||
      !Number.isSafeInteger(quantity) ||
      quantity < 1
    ) {
      problem('quantity', 'A whole number of shares, 1 or more');
    }
    const price = get('price');
    if (!PRICE.test(price) || Number(price) <= 0) problem('price', 'A price in rupees above 0');
    const tradeId = get('trade_id');
    if (!/^[\w.-]{1,40}$/.test(tradeId)) problem('trade_id', 'The trade id is missing');
    else if (seen.has(`${exchange}:${tradeId}`)) problem('trade_id', 'The same trade twice');
    seen.add(`${exchange}:${tradeId}`);
    if (problems.length > before) return;
    rows.push({
      line,
      symbol,
      isin: get('isin').toUpperCase(),
      tradeDate,
      exchange: exchange as 'NSE' | 'BSE',
      side: side === 'buy' ? 'BUY' : 'SELL',
      quantity,
      pricePaise: Math.round(Number(price) * 100),
      tradeId,
    });
  });
  return { rows, problems };
}
