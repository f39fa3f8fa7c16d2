import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { CapitalGains } from '../model/contract';
import { formatIsoDate, formatRupees, formatSignedRupees } from '../model/report-format';
import { DataTable, Num, Th } from './trade-history-table';

type Line = CapitalGains['lines'][number];

export const GRANDFATHERED_NOTE =
  'Bought before 1 Feb 2018: cost uses the 31 Jan 2018 price where it is higher.';
export const NEEDS_FMV_NOTE =
  'Bought before 1 Feb 2018, but the 31 Jan 2018 price is not known here: the cost shown is the price paid. Check it with your CA.';

const regimeWords: Record<Line['regime'], string> = {
  'pre-2024-07-23': 'Before 23 Jul 2024',
  'from-2024-07-23': 'From 23 Jul 2024',
};

function Flags({ line }: { line: Line }) {
  return (
    <HStack gap={1} flexWrap="wrap">
      {line.grandfathered ? (
        <Badge colorPalette="blue" variant="subtle">
          Grandfathered
        </Badge>
      ) : null}
      {line.needsFmv ? (
        <Badge colorPalette="orange" variant="subtle">
          31 Jan 2018 price needed
        </Badge>
      ) : null}
      {line.origin === 'BONUS' ? (
        <Badge colorPalette="gray" variant="subtle">
          Bonus shares
        </Badge>
      ) : null}
    </HStack>
  );
}

function LineRow({ line }: { line: Line }) {
  return (
    <Table.Row data-flagged={line.grandfathered || line.needsFmv ? '' : undefined}>
      <Table.Cell as="th" scope="row" fontWeight="medium">
        {line.symbol}
        <Text textStyle="xs" color="fg.muted" fontWeight="normal">
          {line.name}
        </Text>
      </Table.Cell>
      <Num>{line.quantity}</Num>
      <Table.Cell>{formatIsoDate(line.acquired)}</Table.Cell>
      <Table.Cell>{formatIsoDate(line.sold)}</Table.Cell>
      <Table.Cell>
        {line.term === 'long' ? 'Long' : 'Short'}
        <Text textStyle="xs" color="fg.muted">
          {regimeWords[line.regime]}
        </Text>
      </Table.Cell>
      <Num>{formatRupees(line.cost)}</Num>
      <Num>{formatRupees(line.proceeds)}</Num>
      <Num>{formatRupees(line.expenses)}</Num>
      <Num>
        <Box as="span" color={line.gain < 0 ? 'red.fg' : line.gain > 0 ? 'green.fg' : undefined}>
          {formatSignedRupees(line.gain)}
        </Box>
      </Num>
      <Table.Cell>
        <Flags line={line} />
      </Table.Cell>
    </Table.Row>
  );
}

/** One row per FIFO match of a sale with the shares it sold, then what the flags mean. */
export function TaxReportLines({ report }: { report: CapitalGains }) {
  const grandfathered = report.lines.some((line) => line.grandfathered);
  const needsFmv = report.lines.some((line) => line.needsFmv);
  return (
    <Stack gap={3}>
      <DataTable caption={`Realised gains, FY ${report.fy}: each sale matched first in, first out`}>
        <Table.Header>
          <Table.Row>
            <Th>Stock</Th>
            <Th numeric>Qty</Th>
            <Th>Bought</Th>
            <Th>Sold</Th>
            <Th>Term</Th>
            <Th numeric>Cost</Th>
            <Th numeric>Proceeds</Th>
            <Th numeric>Expenses</Th>
            <Th numeric>Gain</Th>
            <Th>Notes</Th>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.lines.map((line, index) => (
            <LineRow key={`${line.symbol}-${line.acquired}-${line.sold}-${index}`} line={line} />
          ))}
        </Table.Body>
      </DataTable>
      {grandfathered || needsFmv ? (
        <Stack as="ul" gap={1} textStyle="sm" color="fg.muted" ps={5}>
          {grandfathered ? (
            <li>
              <strong>Grandfathered:</strong> {GRANDFATHERED_NOTE}
            </li>
          ) : null}
          {needsFmv ? (
            <li>
              <strong>31 Jan 2018 price needed:</strong> {NEEDS_FMV_NOTE}
            </li>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
