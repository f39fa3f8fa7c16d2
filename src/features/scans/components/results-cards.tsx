import { Box, Button, chakra, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import {
  columnHeader,
  formatCell,
  sortChoices,
  type Sort,
  type SortColumn,
} from '../model/results';
import { ChangeCell, closeText, StockCell } from './result-parts';
import type { ResultsViewProps } from './results-table';

// Phones: one card a stock with the same numbers as the table; the order is picked from a list
// (a phone has no room for a heading per column).

const directionWords = ({ column, direction }: Sort) => {
  if (column === 'symbol') return direction === 'ascending' ? 'A to Z ↑' : 'Z to A ↓';
  return direction === 'ascending' ? 'Lowest first ↑' : 'Highest first ↓';
};

export function ResultsCards({ rows, columns, sort, onSort, newSymbols }: ResultsViewProps) {
  const id = useId();
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const heads = sortChoices(columns);
  return (
    <Stack gap={3}>
      <HStack gap={2} align="center">
        <chakra.label htmlFor={id} fontSize="sm" flexShrink={0}>
          Sort by
        </chakra.label>
        <chakra.select
          id={id}
          css={[input, { appearance: 'auto', pe: 2 }]}
          value={String(sort.column)}
          onChange={(event) => {
            const value = event.target.value;
            const column: SortColumn =
              value === 'symbol' || value === 'close' || value === 'change' ? value : Number(value);
            if (column !== sort.column) onSort(column);
          }}
        >
          {heads.map((head) => (
            <option key={String(head.column)} value={String(head.column)}>
              {head.name}
            </option>
          ))}
        </chakra.select>
        <Button size="sm" variant="outline" flexShrink={0} onClick={() => onSort(sort.column)}>
          {directionWords(sort)}
        </Button>
      </HStack>
      <Box as="ul" listStyleType="none" display="grid" gap={2} aria-label="Stocks that match">
        {rows.map((row) => (
          <Box
            as="li"
            key={row.symbol}
            borderWidth="1px"
            borderRadius="l3"
            p={3}
            data-testid="scan-result-card"
          >
            <HStack justify="space-between" align="flex-start" gap={3}>
              <StockCell row={row} isNew={newSymbols.has(row.symbol)} />
              <Stack gap={0} align="flex-end">
                <Text fontVariantNumeric="tabular-nums">{closeText(row)}</Text>
                <ChangeCell percent={row.changePercent} />
              </Stack>
            </HStack>
            {columns.length > 0 ? (
              <chakra.dl
                display="grid"
                gridTemplateColumns="1fr auto"
                columnGap={3}
                mt={2}
                fontSize="sm"
              >
                {columns.map((column, index) => (
                  <Box key={column.key} display="contents">
                    <chakra.dt color="fg.muted">{columnHeader(column)}</chakra.dt>
                    <chakra.dd textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatCell(row.values[index] ?? null, column.unit)}
                    </chakra.dd>
                  </Box>
                ))}
              </chakra.dl>
            ) : null}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
