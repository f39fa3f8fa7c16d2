import { chakra, Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import {
  formatCell,
  sortChoices,
  type ScanColumn,
  type ScanRow,
  type Sort,
  type SortColumn,
} from '../model/results';
import { ChangeCell, closeText, StockCell } from './result-parts';

// Tablets and up: one row a stock. Every heading is a button that sorts by its column (Enter or
// Space from the keyboard), and the sorted column says so to screen readers (aria-sort).

export interface ResultsViewProps {
  rows: readonly ScanRow[];
  columns: readonly ScanColumn[];
  sort: Sort;
  onSort: (column: SortColumn) => void;
  newSymbols: ReadonlySet<string>;
}

const arrow = (sort: Sort, column: SortColumn) =>
  sort.column !== column ? '↕' : sort.direction === 'ascending' ? '↑' : '↓';

export function ResultsTable({ rows, columns, sort, onSort, newSymbols }: ResultsViewProps) {
  const heads = sortChoices(columns);
  const sortedName = heads.find((head) => head.column === sort.column)?.name ?? 'Stock';
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="scan-results-table">
        <Table.Caption srOnly>
          Stocks that match, sorted by {sortedName},{' '}
          {sort.direction === 'ascending' ? 'lowest first' : 'highest first'}. Press a heading to
          sort by its column.
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {heads.map((head) => (
              <Table.ColumnHeader
                key={String(head.column)}
                textAlign={head.column === 'symbol' ? 'start' : 'end'}
                aria-sort={sort.column === head.column ? sort.direction : undefined}
              >
                <chakra.button
                  type="button"
                  onClick={() => onSort(head.column)}
                  fontWeight="semibold"
                  whiteSpace="nowrap"
                  borderRadius="l1"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'purple.solid' }}
                >
                  {head.name}{' '}
                  <chakra.span aria-hidden="true" color="fg.muted">
                    {arrow(sort, head.column)}
                  </chakra.span>
                </chakra.button>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.symbol} data-testid="scan-result-row">
              <Table.Cell>
                <StockCell row={row} isNew={newSymbols.has(row.symbol)} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {closeText(row)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <ChangeCell percent={row.changePercent} />
              </Table.Cell>
              {columns.map((column, index) => (
                <Table.Cell
                  key={column.key}
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  whiteSpace="nowrap"
                >
                  {formatCell(row.values[index] ?? null, column.unit)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
