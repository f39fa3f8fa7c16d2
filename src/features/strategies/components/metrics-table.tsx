import { chakra, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { memo } from 'react';
import type { Metrics } from '../model/contract';
import { metricRows } from '../model/metric-rows';

// Every metric of the run beside NIFTY 50's, each label opening its definition and source
// (a native disclosure: keyboard and screen-reader friendly, and it works on a phone).

interface MetricsTableProps {
  metrics: Metrics;
  benchmark: Metrics;
}

export const MetricsTable = memo(function MetricsTable({ metrics, benchmark }: MetricsTableProps) {
  const rows = metricRows(metrics, benchmark);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="metrics-table">
        <Table.Caption srOnly>
          Every metric of this strategy beside NIFTY 50’s; open a metric’s name for its definition
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Metric</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Strategy</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">NIFTY 50</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} data-testid={`metric-${row.key}`}>
              <Table.Cell verticalAlign="top">
                <chakra.details>
                  <chakra.summary cursor="pointer" fontWeight="medium">
                    {row.label}
                  </chakra.summary>
                  <Text textStyle="xs" mt={1} maxW="md">
                    {row.definition.definition}
                  </Text>
                  <Text textStyle="xs" color="fg.muted" mt={1} maxW="md">
                    Source: {row.definition.source}
                  </Text>
                </chakra.details>
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                verticalAlign="top"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                fontWeight="semibold"
              >
                {row.strategy}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                verticalAlign="top"
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
});
