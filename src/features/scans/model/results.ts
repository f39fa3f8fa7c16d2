import { formatRupees } from '@/ui/format-money';
import type { ScanResult } from './contract';

// The results table's order and cells (issue 14, Deliver 2): any column sorts either way,
// empty values always last (so "highest first" never opens on blanks), ties by symbol.

export type ScanRow = ScanResult['rows'][number];
export type ScanColumn = ScanResult['columns'][number];
export type Cell = ScanRow['values'][number];

/** A fixed column, or the index of one of the scan's value columns. */
export type SortColumn = 'symbol' | 'close' | 'change' | number;
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  column: SortColumn;
  direction: SortDirection;
}

export const DEFAULT_SORT: Sort = { column: 'symbol', direction: 'ascending' };

function cellOf(row: ScanRow, column: SortColumn): Cell {
  if (column === 'symbol') return row.symbol;
  if (column === 'close') return row.close;
  if (column === 'change') return row.changePercent;
  return row.values[column] ?? null;
}

const isBlank = (value: Cell) =>
  value === null || (typeof value === 'number' && !Number.isFinite(value));

function compareCells(a: Cell, b: Cell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en-IN');
}

export function sortRows(rows: readonly ScanRow[], sort: Sort): ScanRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = cellOf(x, sort.column);
    const b = cellOf(y, sort.column);
    if (isBlank(a) || isBlank(b)) {
      if (isBlank(a) && isBlank(b)) return x.symbol.localeCompare(y.symbol, 'en-IN');
      return isBlank(a) ? 1 : -1;
    }
    return sign * compareCells(a, b) || x.symbol.localeCompare(y.symbol, 'en-IN');
  });
}

/** The next order when a column's header is pressed: numbers open highest first, text A to Z. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current.column === column) {
    return {
      column,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return { column, direction: column === 'symbol' ? 'ascending' : 'descending' };
}

const twoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A value as the table shows it, with its unit and Indian grouping: "₹1,234.50", "12.5%". */
export function formatCell(value: Cell, unit: string): string {
  if (isBlank(value)) return '–';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  switch (unit) {
    case '₹':
      return formatRupees(Math.round((value as number) * 100));
    case '%':
      return `${twoDecimals.format(value as number)}%`;
    case '₹ cr':
      return `₹${wholeNumber.format(value as number)} cr`;
    case 'x':
      return `${twoDecimals.format(value as number)}x`;
    default:
      return twoDecimals.format(value as number);
  }
}

/** A column's header with its unit: "Market cap (₹ cr)", "RSI (14)". */
export const columnHeader = (column: Pick<ScanColumn, 'label' | 'unit'>): string =>
  column.unit && !column.label.includes(`(${column.unit})`)
    ? `${column.label} (${column.unit})`
    : column.label;

/** The columns a result can be sorted by, with the names their headings show. */
export const sortChoices = (
  columns: readonly ScanColumn[],
): Array<{ column: SortColumn; name: string }> => [
  { column: 'symbol', name: 'Stock' },
  { column: 'close', name: 'Close (₹)' },
  { column: 'change', name: 'Change (%)' },
  ...columns.map((column, index) => ({ column: index, name: columnHeader(column) })),
];
