import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { Holding } from '../model/contract';
import { formatIsoDate, formatRupees, formatShares } from '../model/format';

// One holding's FIFO lots (issue 11): when each was acquired, how many, at what price and cost,
// and whether it is long term (held over 12 months) for capital gains. Bonus shares cost nil.

export const lotsId = (symbol: string, where: 'table' | 'card') => `lots-${where}-${symbol}`;

export function HoldingLots({ holding, id }: { holding: Holding; id: string }) {
  return (
    <Box id={id} overflowX="auto" data-testid="holding-lots">
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" mt={0} mb={2}>
          <Text as="span" fontWeight="medium">
            Lots of {holding.symbol}, oldest first (sold first)
          </Text>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Acquired</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
            <Table.ColumnHeader>Term</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {holding.lots.map((lot) => (
            <Table.Row key={lot.tradeId}>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={lot.acquired}>{formatIsoDate(lot.acquired)}</time>
                {lot.origin === 'BONUS' ? (
                  <Badge ms={2} colorPalette="blue" size="sm">
                    Bonus
                  </Badge>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatShares(lot.quantity)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(lot.price)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(lot.cost)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {lot.term === 'long' ? 'Long term' : 'Short term'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
