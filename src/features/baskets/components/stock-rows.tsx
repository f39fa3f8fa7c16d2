import { Box, chakra, HStack, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { memo } from 'react';
import { formatChangePercent, formatCompactRupees, formatRupees } from '@/ui/format-money';
import type { StockRow } from '../model/archive-shapes';
import { formatFigure } from '../model/format';
import { SIZE_LABELS, SORT_LABELS, type SortKey, type StockSort } from '../model/stock-filter';

// The filtered stocks: a table on tablets (every figure, sortable by its header), cards on
// phones (the figures that matter most). Each row is memoised: ticking one stock re-renders one
// row, not five hundred.

const Checkbox = chakra('input');

const score = (value: number | null) =>
  value === null ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

export interface StockRowsProps {
  rows: readonly StockRow[];
  selected: ReadonlySet<string>;
  /** No more can be picked (the basket is full): unticked boxes are disabled. */
  full: boolean;
  onToggle: (symbol: string) => void;
  sort: StockSort;
  onSort: (key: SortKey) => void;
}

interface RowProps {
  row: StockRow;
  checked: boolean;
  disabled: boolean;
  onToggle: (symbol: string) => void;
}

const checkboxId = (symbol: string) => `pick-${symbol}`;

function PickBox({ row, checked, disabled, onToggle }: RowProps) {
  return (
    <Checkbox
      type="checkbox"
      id={checkboxId(row.symbol)}
      w="5"
      h="5"
      cursor="pointer"
      accentColor="purple.600"
      checked={checked}
      disabled={disabled}
      onChange={() => onToggle(row.symbol)}
    />
  );
}

type Column = { key: SortKey; render: (row: StockRow) => string };

const COLUMNS: readonly Column[] = [
  { key: 'close', render: (row) => formatRupees(row.close) },
  { key: 'changePercent', render: (row) => formatChangePercent(row.changePercent) },
  {
    key: 'marketCap',
    render: (row) => (row.marketCap === null ? '–' : formatCompactRupees(row.marketCap)),
  },
  { key: 'pe', render: (row) => formatFigure(row.pe) },
  { key: 'roe', render: (row) => formatFigure(row.roe, '%') },
  { key: 'dividendYield', render: (row) => formatFigure(row.dividendYield, '%') },
  { key: 'debtToEquity', render: (row) => formatFigure(row.debtToEquity) },
  { key: 'composite', render: (row) => score(row.composite) },
  { key: 'quality', render: (row) => score(row.quality) },
  { key: 'value', render: (row) => score(row.value) },
  { key: 'momentum', render: (row) => score(row.momentum) },
  { key: 'lowVolatility', render: (row) => score(row.lowVolatility) },
];

const TableRow = memo(function TableRow(props: RowProps) {
  const { row, checked } = props;
  return (
    <Table.Row data-selected={checked ? '' : undefined} bg={checked ? 'purple.subtle' : undefined}>
      <Table.Cell>
        <PickBox {...props} />
      </Table.Cell>
      <Table.Cell>
        <chakra.label htmlFor={checkboxId(row.symbol)} cursor="pointer" display="block">
          <Text fontWeight="medium">{row.symbol}</Text>
          <Text textStyle="xs" color="fg.muted" lineClamp={1} maxW="48">
            {row.name}
          </Text>
        </chakra.label>
      </Table.Cell>
      <Table.Cell>
        <Text textStyle="xs">{row.sector}</Text>
        <Text textStyle="xs" color="fg.muted">
          {SIZE_LABELS[row.size]}
        </Text>
      </Table.Cell>
      {COLUMNS.map((column) => (
        <Table.Cell key={column.key} textAlign="end" fontVariantNumeric="tabular-nums">
          {column.render(row)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
});

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  end,
}: {
  label: string;
  sortKey: SortKey;
  sort: StockSort;
  onSort: (key: SortKey) => void;
  end?: boolean;
}) {
  const active = sort.key === sortKey;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.ColumnHeader aria-sort={ariaSort} textAlign={end ? 'end' : 'start'} whiteSpace="nowrap">
      <chakra.button
        type="button"
        onClick={() => onSort(sortKey)}
        fontWeight="inherit"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ↑' : ' ↓') : ''}</span>
      </chakra.button>
    </Table.ColumnHeader>
  );
}

export function StockTable({ rows, selected, full, onToggle, sort, onSort }: StockRowsProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="stock-table">
        <Table.Caption srOnly>
          Stocks that match the filters. Tick a stock to pick it; choose a column’s heading to sort
          by it.
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Text as="span" srOnly>
                Pick
              </Text>
            </Table.ColumnHeader>
            <SortHeader label="Stock" sortKey="symbol" sort={sort} onSort={onSort} />
            <SortHeader label="Sector" sortKey="sector" sort={sort} onSort={onSort} />
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                label={SORT_LABELS[column.key]}
                sortKey={column.key}
                sort={sort}
                onSort={onSort}
                end
              />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const checked = selected.has(row.symbol);
            return (
              <TableRow
                key={row.symbol}
                row={row}
                checked={checked}
                disabled={full && !checked}
                onToggle={onToggle}
              />
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="sm" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Box>
  );
}

const StockCard = memo(function StockCard(props: RowProps) {
  const { row, checked } = props;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l3"
      p={3}
      borderColor={checked ? 'purple.solid' : undefined}
      bg={checked ? 'purple.subtle' : undefined}
    >
      <HStack align="flex-start" gap={3}>
        <Box pt={1}>
          <PickBox {...props} />
        </Box>
        <chakra.label htmlFor={checkboxId(row.symbol)} flex="1" minW={0} cursor="pointer">
          <HStack justify="space-between" align="flex-start" gap={2}>
            <Box minW={0}>
              <Text fontWeight="semibold">{row.symbol}</Text>
              <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                {row.name}
              </Text>
            </Box>
            <Box textAlign="end">
              <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                {formatRupees(row.close)}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {formatChangePercent(row.changePercent)}
              </Text>
            </Box>
          </HStack>
          <Text textStyle="xs" color="fg.muted" mt={1}>
            {row.sector} · {SIZE_LABELS[row.size]}
          </Text>
        </chakra.label>
      </HStack>
      <SimpleGrid as="dl" columns={4} gap={2} mt={2}>
        <Fact label="P/E" value={formatFigure(row.pe)} />
        <Fact label="ROE" value={formatFigure(row.roe, '%')} />
        <Fact label="Yield" value={formatFigure(row.dividendYield, '%')} />
        <Fact label="Factor" value={score(row.composite)} />
      </SimpleGrid>
    </Box>
  );
});

export function StockCards({ rows, selected, full, onToggle }: StockRowsProps) {
  return (
    <Box as="ul" listStyleType="none" display="grid" gap={3} aria-label="Stocks that match">
      {rows.map((row) => {
        const checked = selected.has(row.symbol);
        return (
          <StockCard
            key={row.symbol}
            row={row}
            checked={checked}
            disabled={full && !checked}
            onToggle={onToggle}
          />
        );
      })}
    </Box>
  );
}
