import type { ScanResult } from './contract';
import { sortRows, type Cell, type Sort } from './results';

// A scan's results as CSV (RFC 4180: quoted where needed, CRLF lines), in the table's order:
// plain numbers with no lakh grouping so a spreadsheet reads them as numbers, units in the
// headers (INR for rupees), and text a spreadsheet would run as a formula defused.

function cell(text: string): string {
  const safe =
    /^[=+@\t\r]/.test(text) || (/^-/.test(text) && !/^-\d/.test(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const UNIT_WORDS: Record<string, string> = { '₹': 'INR', '₹ cr': 'INR crore' };

const headerOf = (label: string, unit: string): string => {
  const words = UNIT_WORDS[unit] ?? unit;
  return words ? `${label} (${words})` : label;
};

function valueText(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

export function scanCsv(result: ScanResult, sort: Sort): string {
  const header = [
    'Symbol',
    'Name',
    'Sector',
    headerOf('Close', '₹'),
    headerOf('Change', '%'),
    ...result.columns.map((column) => headerOf(column.label, column.unit)),
  ];
  const rows = sortRows(result.rows, sort).map((row) => [
    row.symbol,
    row.name,
    row.sector,
    row.close.toFixed(2),
    row.changePercent === null ? '' : row.changePercent.toFixed(2),
    ...result.columns.map((_, index) => valueText(row.values[index] ?? null)),
  ]);
  return `${[header, ...rows].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

export const scanCsvName = (date: string): string => `scan-results-${date}.csv`;
