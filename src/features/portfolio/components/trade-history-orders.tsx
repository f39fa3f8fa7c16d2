import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { ORDERS_PAGE_SIZE, useOrderHistory } from '../api/orders-history';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../model/contract';
import { formatRupees } from '../model/report-format';
import { PortfolioQueryState } from './dashboard-account-state';
import { OrderStatusBadge, orderStatusLabel } from './dashboard-order-status';
import { orderPriceText } from './dashboard-recent-orders';
import { FilterBar, type AppliedFilters } from './trade-history-filter-bar';
import { DataTable, Num, Th } from './trade-history-table';

const statusChoices = [
  ['', 'All statuses'],
  ...ORDER_STATUSES.map((status) => [status, orderStatusLabel(status)] as const),
] as const;

const isStatus = (value: string | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');

function OrderRow({ order }: { order: Order }) {
  return (
    <Table.Row>
      <Table.Cell>
        <time dateTime={order.placedAt}>{formatIndianDateTime(new Date(order.placedAt))}</time>
      </Table.Cell>
      <Table.Cell as="th" scope="row" fontWeight="medium">
        {order.symbol}
      </Table.Cell>
      <Table.Cell color={order.side === 'BUY' ? 'green.fg' : 'red.fg'}>{order.side}</Table.Cell>
      <Num>{order.quantity}</Num>
      <Table.Cell>{orderPriceText(order)}</Table.Cell>
      <Num>
        {order.filledQuantity > 0 && order.averagePrice !== null
          ? `${order.filledQuantity} at ${formatRupees(order.averagePrice)}`
          : '–'}
      </Num>
      <Table.Cell>
        <OrderStatusBadge status={order.status} />
        {order.statusMessage ? (
          <Text textStyle="xs" color="fg.muted" whiteSpace="normal" maxW="60">
            {order.statusMessage}
          </Text>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

interface PagerProps {
  offset: number;
  shown: number;
  total: number;
  onPage: (offset: number) => void;
}

function Pager({ offset, shown, total, onPage }: PagerProps) {
  return (
    <HStack justify="space-between" flexWrap="wrap" gap={2}>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {shown === 0 ? 'None' : `${offset + 1}–${offset + shown} of ${total}`}
      </Text>
      <HStack gap={2}>
        <Button
          size="sm"
          variant="outline"
          disabled={offset === 0}
          onClick={() => onPage(Math.max(0, offset - ORDERS_PAGE_SIZE))}
        >
          Previous page
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={offset + shown >= total}
          onClick={() => onPage(offset + ORDERS_PAGE_SIZE)}
        >
          Next page
        </Button>
      </HStack>
    </HStack>
  );
}

/** Every order, filtered by status, stock and dates, a page at a time. */
export function TradeHistoryOrders() {
  const [filters, setFilters] = useState<AppliedFilters>({});
  const [offset, setOffset] = useState(0);
  const query = useOrderHistory({
    status: isStatus(filters.choice) ? filters.choice : undefined,
    symbol: filters.symbol,
    from: filters.from,
    to: filters.to,
    limit: ORDERS_PAGE_SIZE,
    offset,
  });
  const apply = (next: AppliedFilters) => {
    setFilters(next);
    setOffset(0);
  };
  return (
    <Stack gap={4}>
      <FilterBar idPrefix="orders" choiceLabel="Status" choices={statusChoices} onApply={apply} />
      <PortfolioQueryState query={query} loadingHeight="64">
        {({ data, cache, cachedAt }) => (
          <Stack gap={3} aria-busy={query.isPlaceholderData}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            {data.items.length === 0 ? (
              <ScreenEmptyState
                title="No orders"
                description="No order matches these filters. Orders you place appear here with their status."
              />
            ) : (
              <DataTable caption="Orders, newest first">
                <Table.Header>
                  <Table.Row>
                    <Th>Placed</Th>
                    <Th>Stock</Th>
                    <Th>Side</Th>
                    <Th numeric>Qty</Th>
                    <Th>Type and price</Th>
                    <Th numeric>Filled</Th>
                    <Th>Status</Th>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((order) => (
                    <OrderRow key={order.orderId} order={order} />
                  ))}
                </Table.Body>
              </DataTable>
            )}
            {data.items.length > 0 || offset > 0 ? (
              <Pager
                offset={offset}
                shown={data.items.length}
                total={data.total}
                onPage={setOffset}
              />
            ) : null}
          </Stack>
        )}
      </PortfolioQueryState>
    </Stack>
  );
}
