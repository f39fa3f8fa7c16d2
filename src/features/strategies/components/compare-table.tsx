import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { compareRows } from '../model/compare';
import type { Metrics, RebalancePeriod } from '../model/contract';

// The two rebalance periods' main metrics side by side, with NIFTY 50's.

interface CompareTableProps {
  byPeriod: Readonly<Record<RebalancePeriod, Metrics>>;
  benchmark: Metrics;
}

export function CompareTable({ byPeriod, benchmark }: CompareTableProps) {
  const rows = compareRows(byPeriod, benchmark);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="compare-table">
        <Table.Caption srOnly>
          The same strategy rebalanced monthly and quarterly, beside NIFTY 50
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Metric</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Monthly</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Quarterly</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">NIFTY 50</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {row.label}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {row.monthly}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {row.quarterly}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                color="fg.muted"
              >
                {row.benchmark}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
