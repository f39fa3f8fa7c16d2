import { Alert, Box, Card, chakra, HStack, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import type { InvestPreview } from '../model/contract';
import { previewTotals } from './basket-invest-text';
import { bpText, sharesText } from './basket-summary-text';

// The orders an investment would place, before the investor confirms: each stock's shares,
// price, value and charges, then the totals against the cash available.

export function Line({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      display="flex"
      justifyContent="space-between"
      gap={3}
      fontWeight={strong ? 'semibold' : undefined}
    >
      <chakra.dt color={strong ? undefined : 'fg.muted'}>{label}</chakra.dt>
      <chakra.dd textAlign="end" fontVariantNumeric="tabular-nums" m={0}>
        {children}
      </chakra.dd>
    </Box>
  );
}

type PreviewOrder = InvestPreview['orders'][number];

function OrdersTable({ orders }: { orders: readonly PreviewOrder[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="invest-preview-table">
        <Table.Caption srOnly>The buy orders this investment places, one a stock</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Stock</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Charges</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Weight (target)</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={order.symbol}>
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
                {bpText(order.weightBp)} ({bpText(order.targetWeightBp)})
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function OrderCards({ orders }: { orders: readonly PreviewOrder[] }) {
  return (
    <Stack as="ul" gap={2} listStyleType="none" data-testid="invest-preview-cards">
      {orders.map((order) => (
        <Card.Root as="li" key={order.symbol} size="sm">
          <Card.Body gap={1}>
            <HStack justify="space-between" align="flex-start" gap={3}>
              <Box minW={0}>
                <Text fontWeight="medium">
                  Buy {sharesText(order.quantity)} {order.symbol}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {order.name}
                </Text>
              </Box>
              <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                {formatRupees(order.value)}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              at {formatRupees(order.price)} · charges {formatRupees(order.charges)} · weight{' '}
              {bpText(order.weightBp)} (target {bpText(order.targetWeightBp)})
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function BasketInvestPreview({ preview }: { preview: InvestPreview }) {
  const tablet = useMediaQuery(TABLET_UP);
  const totals = previewTotals(preview);
  return (
    <Stack gap={3} role="region" aria-label="Order preview" data-testid="invest-preview">
      <Text fontWeight="semibold">
        {preview.orders.length} buy orders at the prices of {formatIsoDate(preview.asOf)}
      </Text>
      {tablet ? <OrdersTable orders={preview.orders} /> : <OrderCards orders={preview.orders} />}
      <chakra.dl display="grid" gap={1} fontSize="sm" m={0}>
        <Line label="Value of the orders">{formatRupees(totals.value)}</Line>
        <Line label="Charges">{formatRupees(totals.charges)}</Line>
        <Separator my={1} />
        <Line label="Total to pay" strong>
          {formatRupees(totals.total)}
        </Line>
        <Line label="Left over (whole shares only)">{formatRupees(totals.leftover)}</Line>
        <Line label="Cash available">{formatRupees(preview.available)}</Line>
      </chakra.dl>
      {totals.shortBy > 0 ? (
        <Alert.Root status="warning" size="sm" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Description>
            This needs {formatRupees(totals.total)} but {formatRupees(preview.available)} is
            available: add {formatRupees(totals.shortBy)} to your paper account, or invest less.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        Market orders fill at the day’s price; charges are an estimate from the current
        contract-note rates.
      </Text>
    </Stack>
  );
}
