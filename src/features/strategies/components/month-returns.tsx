import { Box, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { memo } from 'react';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import type { BacktestResult } from '../model/contract';
import { formatSignedPercent, toneOf } from '../model/format';
import { MONTH_NAMES, monthTable, type YearRow } from '../model/month-table';

// The year-by-month returns table (issue 14, Deliver 5): on a tablet one row a year with its
// twelve months, the year and NIFTY 50's year; on a phone one block a year with its months in a
// grid of four. Signs say which way (colour is not the only cue).

const Figure = ({ value }: { value: number | null }) => (
  <Text as="span" color={toneOf(value)} fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
    {formatSignedPercent(value)}
  </Text>
);

function YearTable({ rows }: { rows: readonly YearRow[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="month-table">
        <Table.Caption srOnly>Each month’s return, the year’s and NIFTY 50’s year</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Year</Table.ColumnHeader>
            {MONTH_NAMES.map((month) => (
              <Table.ColumnHeader key={month} textAlign="end" px={1.5}>
                {month}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Year</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">NIFTY 50</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.year}>
              <Table.Cell as="th" scope="row" fontWeight="semibold">
                {row.year}
              </Table.Cell>
              {row.months.map((value, index) => (
                <Table.Cell key={MONTH_NAMES[index]} textAlign="end" px={1.5} textStyle="xs">
                  {value === null ? '' : <Figure value={value} />}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="semibold">
                <Figure value={row.total} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Figure value={row.benchmark} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function YearBlocks({ rows }: { rows: readonly YearRow[] }) {
  return (
    <Stack as="ul" gap={3} listStyleType="none" data-testid="month-blocks">
      {rows.map((row) => (
        <Box as="li" key={row.year} borderWidth="1px" borderRadius="l3" p={3}>
          <Text fontWeight="semibold">
            {row.year}: <Figure value={row.total} />{' '}
            <Text as="span" color="fg.muted" fontWeight="normal" textStyle="sm">
              (NIFTY 50 {formatSignedPercent(row.benchmark)})
            </Text>
          </Text>
          <SimpleGrid as="dl" columns={4} gap={1.5} mt={2} textStyle="xs">
            {row.months.map((value, index) =>
              value === null ? null : (
                <Box key={MONTH_NAMES[index]}>
                  <Text as="dt" color="fg.muted">
                    {MONTH_NAMES[index]}
                  </Text>
                  <Text as="dd">
                    <Figure value={value} />
                  </Text>
                </Box>
              ),
            )}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

export const MonthReturns = memo(function MonthReturns({ result }: { result: BacktestResult }) {
  const tablet = useMediaQuery(TABLET_UP);
  const rows = monthTable(result);
  if (rows.length === 0) return <Text color="fg.muted">No whole months in the test yet.</Text>;
  return tablet ? <YearTable rows={rows} /> : <YearBlocks rows={rows} />;
});
