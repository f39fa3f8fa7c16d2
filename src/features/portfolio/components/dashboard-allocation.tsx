import { Box, Card, HStack, Table, Text } from '@chakra-ui/react';
import type { PortfolioSummary } from '../model/contract';
import { formatCompactRupees, formatPercent } from '../model/report-format';
import { DataTable, Num, Th } from './trade-history-table';

type Slice = PortfolioSummary['allocation']['bySector'][number];

interface AllocationTableProps {
  caption: string;
  nameHeading: string;
  slices: readonly Slice[];
}

/** The slices as a table, each share drawn as a bar beside its percent (the bar is decoration). */
function AllocationTable({ caption, nameHeading, slices }: AllocationTableProps) {
  return (
    <DataTable caption={caption} hideCaption>
      <Table.Header>
        <Table.Row>
          <Th>{nameHeading}</Th>
          <Th numeric>Value</Th>
          <Th>Share</Th>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {slices.map((slice) => (
          <Table.Row key={slice.name}>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {slice.name}
            </Table.Cell>
            <Num>{formatCompactRupees(slice.value)}</Num>
            <Table.Cell minW={{ base: '24', md: '32' }}>
              <HStack gap={2}>
                <Box flex="1" h={2} bg="bg.muted" borderRadius="full" aria-hidden="true">
                  <Box
                    h="full"
                    bg="purple.solid"
                    borderRadius="full"
                    style={{ width: `${Math.min(100, Math.max(0, slice.weight * 100))}%` }}
                  />
                </Box>
                <Text as="span" fontVariantNumeric="tabular-nums" minW="14" textAlign="end">
                  {formatPercent(slice.weight)}
                </Text>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}

interface DashboardAllocationProps {
  title: string;
  nameHeading: string;
  slices: readonly Slice[];
}

/** How the holdings' value splits, by sector or by company size. */
export function DashboardAllocation({ title, nameHeading, slices }: DashboardAllocationProps) {
  return (
    <Card.Root variant="outline" borderRadius="l3">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {slices.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No holdings yet: the split appears after your first buy.
          </Text>
        ) : (
          <AllocationTable caption={title} nameHeading={nameHeading} slices={slices} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
