import { Badge, Box, Card, chakra, HStack, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { formatRupees, formatSignedRupees } from '@/ui/format-money';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import type { RebalancePreview } from '../model/contract';
import { Line } from './basket-invest-preview';
import { rebalanceCash, sortedRebalanceOrders, TERM_TEXT } from './basket-rebalance-text';
import { sharesText } from './basket-summary-text';

// The rebalance's orders before the investor confirms: the sells (each with the gain it
// realises and the tax on it, FIFO) and then the buys, and the totals.

type RebalanceOrder = RebalancePreview['orders'][number];

function SideBadge({ side }: { side: RebalanceOrder['side'] }) {
  return (
    <Badge colorPalette={side === 'SELL' ? 'red' : 'green'}>
      {side === 'SELL' ? 'Sell' : 'Buy'}
    </Badge>
  );
}

function RebalanceTable({ orders }: { orders: readonly RebalanceOrder[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="rebalance-table">
        <Table.Caption srOnly>
          The rebalance’s orders, sells first, with each sell’s realised gain and tax
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Order</Table.ColumnHeader>
            <Table.ColumnHeader>Stock</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Charges</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Realised gain</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Tax</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={`${order.side}:${order.symbol}`}>
              <Table.Cell>
                <SideBadge side={order.side} />
              </Table.Cell>
              <Table.Cell>
                <Text fontWeight="medium">{order.symbol}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {order.name}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{sharesText(order.quantity)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(order.price)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(order.value)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(order.charges)}</Table.Cell>
              <Table.Cell textAlign="end">
                {order.side === 'SELL' ? formatSignedRupees(order.realisedGain) : '–'}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {order.side === 'SELL' ? (
                  <>
                    {formatRupees(order.tax)}
                    {order.term ? (
                      <Text fontSize="xs" color="fg.muted">
                        {TERM_TEXT[order.term]}
                      </Text>
                    ) : null}
                  </>
                ) : (
                  '–'
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RebalanceCards({ orders }: { orders: readonly RebalanceOrder[] }) {
  return (
    <Stack as="ul" gap={2} listStyleType="none" data-testid="rebalance-cards">
      {orders.map((order) => (
        <Card.Root as="li" key={`${order.side}:${order.symbol}`} size="sm">
          <Card.Body gap={1}>
            <HStack justify="space-between" align="flex-start" gap={3}>
              <HStack gap={2} minW={0}>
                <SideBadge side={order.side} />
                <Box minW={0}>
                  <Text fontWeight="medium">
                    {sharesText(order.quantity)} {order.symbol}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {order.name}
                  </Text>
                </Box>
              </HStack>
              <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                {formatRupees(order.value)}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              at {formatRupees(order.price)} · charges {formatRupees(order.charges)}
            </Text>
            {order.side === 'SELL' ? (
              <Text fontSize="sm">
                Realised gain {formatSignedRupees(order.realisedGain)} · tax{' '}
                {formatRupees(order.tax)}
                {order.term ? ` (${TERM_TEXT[order.term]})` : ''}
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function BasketRebalanceOrders({ preview }: { preview: RebalancePreview }) {
  const tablet = useMediaQuery(TABLET_UP);
  const orders = sortedRebalanceOrders(preview.orders);
  const { totals } = preview;
  return (
    <Stack gap={3} role="region" aria-label="Rebalance preview" data-testid="rebalance-preview">
      {tablet ? <RebalanceTable orders={orders} /> : <RebalanceCards orders={orders} />}
      <chakra.dl display="grid" gap={1} fontSize="sm" m={0}>
        <Line label="You sell">{formatRupees(totals.sells)}</Line>
        <Line label="You buy">{formatRupees(totals.buys)}</Line>
        <Line label="Charges">{formatRupees(totals.charges)}</Line>
        <Line label="Cash left after (sells less buys and charges)">
          {formatSignedRupees(rebalanceCash(totals))}
        </Line>
        <Separator my={1} />
        <Line label="Realised gain" strong>
          {formatSignedRupees(totals.realisedGain)}
        </Line>
        <Line label="Tax on it" strong>
          {formatRupees(totals.tax)}
        </Line>
      </chakra.dl>
      <Text fontSize="xs" color="fg.muted">
        Gains are worked out first in, first out from your trades, and taxed at the day’s short- or
        long-term rates. The tax is not taken now: it is due with your income tax.
      </Text>
    </Stack>
  );
}
