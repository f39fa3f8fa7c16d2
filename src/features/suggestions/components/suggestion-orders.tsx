import { Badge, Box, Card, chakra, HStack, Stack, Table, Text, useRecipe } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { formatRupees } from '@/ui/format-money';
import { describedBy, HintAndError } from '@/ui/plain-field';
import { useMediaQuery, WIDE_UP } from '@/ui/use-media-query';
import type { OrderFigures } from '../model/order-figures';
import { sharesText } from '../model/suggestion-text';

// The orders a suggestion would place: phone, one stacked row an order; tablet, a table. While
// the investor changes quantities, each order's quantity is an input limited to its maximum.

export interface QuantityEdit {
  /** The field's id prefix, unique per card. */
  idPrefix: string;
  textOf: (key: string, fallback: number) => string;
  errorOf: (key: string) => string | undefined;
  onChange: (key: string, text: string) => void;
}

function SideBadge({ side }: { side: 'BUY' | 'SELL' }) {
  return (
    <Badge colorPalette={side === 'SELL' ? 'red' : 'green'}>
      {side === 'SELL' ? 'Sell' : 'Buy'}
    </Badge>
  );
}

function QuantityInput({ figures, edit }: { figures: OrderFigures; edit: QuantityEdit }) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const { order, key } = figures;
  const id = `${edit.idPrefix}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const error = edit.errorOf(key);
  const hint = `0 to ${order.maxQuantity}`;
  return (
    <Box maxW="36">
      <chakra.label htmlFor={id} srOnly>
        {`Shares to ${order.side === 'BUY' ? 'buy' : 'sell'} of ${order.symbol}`}
      </chakra.label>
      <chakra.input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        css={inputStyles}
        textAlign="end"
        value={edit.textOf(key, order.maxQuantity)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event) => edit.onChange(key, event.target.value)}
      />
      <HintAndError id={id} error={error} hint={hint} />
    </Box>
  );
}

function OrdersTable({
  orders,
  edit,
}: {
  orders: readonly OrderFigures[];
  edit?: QuantityEdit | undefined;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="suggestion-orders-table">
        <Table.Caption srOnly>
          The orders accepting would place, with their charges and tax
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Stock</Table.ColumnHeader>
            <Table.ColumnHeader>Order</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Charges</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Estimated tax</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((figures) => (
            <Table.Row key={figures.key}>
              <Table.Cell>
                <Text fontWeight="medium">{figures.order.symbol}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {figures.order.name}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <SideBadge side={figures.order.side} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                {edit ? <QuantityInput figures={figures} edit={edit} /> : figures.quantity}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(figures.order.price)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(figures.value)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(figures.charges)}</Table.Cell>
              <Table.Cell textAlign="end">
                {figures.order.side === 'SELL' ? formatRupees(figures.tax) : '–'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function OrderRows({
  orders,
  edit,
}: {
  orders: readonly OrderFigures[];
  edit?: QuantityEdit | undefined;
}) {
  return (
    <Stack as="ul" gap={2} listStyleType="none" data-testid="suggestion-orders-rows">
      {orders.map((figures) => (
        <Card.Root as="li" key={figures.key} size="sm">
          <Card.Body gap={1}>
            <HStack justify="space-between" align="flex-start" gap={3}>
              <HStack gap={2} minW={0}>
                <SideBadge side={figures.order.side} />
                <Box minW={0}>
                  <Text fontWeight="medium">
                    {sharesText(figures.quantity)} of {figures.order.symbol}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {figures.order.name}
                  </Text>
                </Box>
              </HStack>
              <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                {formatRupees(figures.value)}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              at {formatRupees(figures.order.price)} · charges {formatRupees(figures.charges)}
              {figures.order.side === 'SELL' ? ` · estimated tax ${formatRupees(figures.tax)}` : ''}
            </Text>
            {edit ? <QuantityInput figures={figures} edit={edit} /> : null}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function SuggestionOrders({
  orders,
  edit,
}: {
  orders: readonly OrderFigures[];
  edit?: QuantityEdit | undefined;
}) {
  const tablet = useMediaQuery(WIDE_UP);
  if (orders.length === 0) {
    return <Text color="fg.muted">No orders: your portfolio already matches it.</Text>;
  }
  return tablet ? (
    <OrdersTable orders={orders} edit={edit} />
  ) : (
    <OrderRows orders={orders} edit={edit} />
  );
}
