import type { Holding } from '../model/contract';
import { csvRupees } from '../model/format';

// The holdings table as CSV (RFC 4180: quoted where needed, CRLF lines) for spreadsheets:
// plain rupees with two decimals and no lakh grouping, so the numbers stay numbers.

const percentText = (value: number | null) => (value === null ? '' : value.toFixed(2));

const COLUMNS: ReadonlyArray<readonly [string, (item: Holding) => string]> = [
  ['Symbol', (item) => item.symbol],
  ['Name', (item) => item.name],
  ['Sector', (item) => item.sector],
  ['Quantity', (item) => String(item.quantity)],
  ['Average cost (INR)', (item) => csvRupees(item.averagePrice)],
  ['Last price (INR)', (item) => csvRupees(item.lastPrice)],
  ['Invested (INR)', (item) => csvRupees(item.invested)],
  ['Value (INR)', (item) => csvRupees(item.value)],
  ['Day change (INR)', (item) => csvRupees(item.dayChange)],
  ['Day change (%)', (item) => percentText(item.dayChangePercent)],
  ['Unrealised gain (INR)', (item) => csvRupees(item.unrealisedGain)],
  ['Unrealised gain (%)', (item) => percentText(item.unrealisedGainPercent)],
  ['Weight (%)', (item) => (item.weight * 100).toFixed(2)],
];

export const CSV_HEADER = COLUMNS.map(([name]) => name);

/** A cell quoted when it needs it; text a spreadsheet would run as a formula is defused. */
function cell(text: string): string {
  const safe =
    /^[=+@\t\r]/.test(text) || (/^-/.test(text) && !/^-\d/.test(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function holdingsCsv(items: readonly Holding[]): string {
  const rows = [CSV_HEADER, ...items.map((item) => COLUMNS.map(([, read]) => read(item)))];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
