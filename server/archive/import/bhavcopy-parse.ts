import { SYMBOL_PATTERN } from '../schemas/queries';
import { detectLayout, splitCsvLine, type Layout } from './bhavcopy-layouts';

/** A bhavcopy line that can be stored: prices and turnover in paise. */
export interface BhavRow {
  line: number;
  date: string;
  symbol: string;
  series: string;
  isin: string | null;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  turnover: number;
  trades: number | null;
}

export interface LineIssue {
  line: number;
  reason: string;
}

export interface ParsedBhavcopy {
  layout: Layout['name'] | null;
  rows: BhavRow[];
  /** Well-formed lines the archive does not keep (bonds, warrants…), with why. */
  skipped: LineIssue[];
  /** Malformed lines, with why; a file whose header is not a bhavcopy's is one rejection. */
  rejected: LineIssue[];
}

/** Equity series the archive keeps: rolling (EQ), trade-for-trade (BE, BZ), SME (SM, ST). */
export const EQUITY_SERIES = new Set(['EQ', 'BE', 'BZ', 'SM', 'ST']);

const DECIMAL = /^\d+(\.\d{1,4})?$/;
const INTEGER = /^\d+$/;

/** Rupees with up to 4 decimals to whole paise, without float drift on the way. */
const toPaise = (text: string): number => Math.round(Number(text) * 100);

/**
 * Reads one bhavcopy file (either layout). Never throws on content: every line ends up loaded,
 * skipped or rejected with a reason a person can act on. `today` refuses future trade dates.
 */
export function parseBhavcopy(text: string, today: string): ParsedBhavcopy {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.trim() !== '');
  const header = headerAt >= 0 ? splitCsvLine(lines[headerAt] ?? '') : [];
  const detected = detectLayout(header);
  const result: ParsedBhavcopy = {
    layout: detected?.layout.name ?? null,
    rows: [],
    skipped: [],
    rejected: [],
  };
  if (!detected) {
    result.rejected.push({
      line: headerAt + 1,
      reason:
        'not an NSE bhavcopy: the header has neither the classic (SYMBOL, SERIES, OPEN, …, TIMESTAMP) nor the UDiFF (TradDt, TckrSymb, SctySrs, OpnPric, …) columns',
    });
    return result;
  }
  const { layout, index } = detected;
  const seen = new Map<string, number>();
  for (let i = headerAt + 1; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    if (raw.trim() === '') continue;
    const line = i + 1;
    const cells = splitCsvLine(raw);
    const cell = (column: string | undefined) =>
      column === undefined ? undefined : cells[index.get(column) ?? -1];
    const reject = (reason: string) => result.rejected.push({ line, reason });
    const need =
      Math.max(...Object.values(layout.columns).map((column) => index.get(column) ?? 0)) + 1;
    if (cells.length < need) {
      reject(`expected ${header.length} columns, found ${cells.length}`);
      continue;
    }
    const instrumentType = cell(layout.columns.instrumentType);
    if (instrumentType !== undefined && instrumentType !== 'STK') {
      result.skipped.push({
        line,
        reason: `not a share (FinInstrmTp ${instrumentType || 'empty'})`,
      });
      continue;
    }
    const symbol = (cell(layout.columns.symbol) ?? '').toUpperCase();
    const series = (cell(layout.columns.series) ?? '').toUpperCase();
    if (!SYMBOL_PATTERN.test(symbol)) {
      reject(`symbol ${JSON.stringify(symbol)} is not an NSE symbol`);
      continue;
    }
    if (!EQUITY_SERIES.has(series)) {
      result.skipped.push({
        line,
        reason: `series ${series || 'empty'} is not an equity series the archive keeps (EQ, BE, BZ, SM, ST)`,
      });
      continue;
    }
    const dateText = cell(layout.columns.date) ?? '';
    const date = layout.parseDate(dateText);
    if (!date) {
      reject(
        `trade date ${JSON.stringify(dateText)} is not a date (${layout.name === 'classic' ? 'DD-MON-YYYY' : 'YYYY-MM-DD'})`,
      );
      continue;
    }
    if (date > today) {
      reject(`trade date ${date} is in the future`);
      continue;
    }
    const prices: Record<'open' | 'high' | 'low' | 'close', number> = {
      open: 0,
      high: 0,
      low: 0,
      close: 0,
    };
    const bad = (['open', 'high', 'low', 'close'] as const).find((key) => {
      const value = cell(layout.columns[key]) ?? '';
      if (!DECIMAL.test(value) || Number(value) <= 0 || Number(value) > 10_000_000) return true;
      prices[key] = toPaise(value);
      return false;
    });
    if (bad) {
      reject(
        `${layout.columns[bad]} ${JSON.stringify(cell(layout.columns[bad]) ?? '')} is not a price above zero`,
      );
      continue;
    }
    if (
      prices.low > Math.min(prices.open, prices.close) ||
      prices.high < Math.max(prices.open, prices.close)
    ) {
      reject('prices disagree: the low is above the open or close, or the high below them');
      continue;
    }
    const volume = cell(layout.columns.volume) ?? '';
    const turnover = cell(layout.columns.turnover) ?? '';
    if (!INTEGER.test(volume) || !DECIMAL.test(turnover)) {
      reject(
        `volume ${JSON.stringify(volume)} or turnover ${JSON.stringify(turnover)} is not a number`,
      );
      continue;
    }
    const key = `${date}:${symbol}`;
    const first = seen.get(key);
    if (first !== undefined) {
      reject(`${symbol} on ${date} appears again (first on line ${first})`);
      continue;
    }
    seen.set(key, line);
    const trades = cell(layout.columns.trades);
    result.rows.push({
      line,
      date,
      symbol,
      series,
      isin: cell(layout.columns.isin) || null,
      ...prices,
      volume: Number(volume),
      turnover: toPaise(turnover),
      trades: trades && INTEGER.test(trades) ? Number(trades) : null,
    });
  }
  return result;
}
