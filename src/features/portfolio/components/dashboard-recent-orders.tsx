import { Box, Card, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { formatIndianDateTime } from '@/ui/format-date-time';
import type { Order } from '../model/contract';
import { formatRupees } from '../model/report-format';
import { OrderStatusBadge } from './dashboard-order-status';

const RECENT = 5;

/** "LIMIT at ₹1,500.00", "MARKET", "SL at ₹1,480.00, trigger ₹1,490.00". */
export function orderPriceText(order: Order): string {
  const price = order.price === null ? '' : ` at ${formatRupees(order.price)}`;
  const trigger =
    order.triggerPrice === null ? '' : `, trigger ${formatRupees(order.triggerPrice)}`;
  return `${order.orderType}${price}${trigger}`;
}

function OrderLine({ order }: { order: Order }) {
  return (
    <HStack as="li" justify="space-between" align="flex-start" gap={3} py={2}>
      <Box minW={0}>
        <Text fontWeight="medium">
          <Text as="span" color={order.side === 'BUY' ? 'green.fg' : 'red.fg'}>
            {order.side}
          </Text>{' '}
          {order.quantity} × {order.symbol}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {orderPriceText(order)} ·{' '}
          <time dateTime={order.placedAt}>{formatIndianDateTime(new Date(order.placedAt))}</time>
        </Text>
        {order.averagePrice !== null && order.filledQuantity > 0 ? (
          <Text textStyle="xs" color="fg.muted">
            Filled {order.filledQuantity} at {formatRupees(order.averagePrice)}
          </Text>
        ) : null}
      </Box>
      <OrderStatusBadge status={order.status} />
    </HStack>
  );
}

interface DashboardRecentOrdersProps {
  orders: readonly Order[];
  openOrders: number;
}

/** The last few orders with their status, and the way to all of them. */
export function DashboardRecentOrders({ orders, openOrders }: DashboardRecentOrdersProps) {
  return (
    <Card.Root variant="outline" borderRadius="l3" data-testid="recent-orders">
      <Card.Header>
        <HStack justify="space-between" gap={2} flexWrap="wrap">
          <Card.Title as="h2">Recent orders</Card.Title>
          {openOrders > 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {openOrders === 1 ? '1 order open' : `${openOrders} orders open`}
            </Text>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>
        {orders.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            No orders yet. Orders you place appear here with their status.
          </Text>
        ) : (
          <Stack
            as="ul"
            listStyleType="none"
            gap={0}
            css={{ '& > li + li': { borderTopWidth: '1px' } }}
          >
            {orders.slice(0, RECENT).map((order) => (
              <OrderLine key={order.orderId} order={order} />
            ))}
          </Stack>
        )}
      </Card.Body>
      <Card.Footer>
        <ChakraLink asChild colorPalette="purple" fontWeight="medium">
          <Link to="/investor/tradehistory" search={{ tab: 'orders' }}>
            All orders and trades
          </Link>
        </ChakraLink>
      </Card.Footer>
    </Card.Root>
  );
}
