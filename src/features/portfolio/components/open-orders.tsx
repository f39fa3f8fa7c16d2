import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { useOpenOrders } from '../api/orders-list';
import type { Order } from '../model/contract';
import { isNoPaperAccount } from './dashboard-account-state';
import { OpenOrderRow } from './open-order-row';
import { LazyOrderTicket } from './order-ticket-lazy';

/**
 * The investor's orders still waiting for their price (OPEN, TRIGGER PENDING), each with Modify
 * (the order ticket in modify mode: only what changed is sent) and Cancel.
 */
export function OpenOrders() {
  const query = useOpenOrders();
  const [changing, setChanging] = useState<Order | null>(null);
  const [open, setOpen] = useState(false);
  // Without a paper account there are no orders; the screen around says how to open one.
  if (query.isError && isNoPaperAccount(query.error)) return null;
  return (
    <Stack as="section" aria-labelledby="open-orders-heading" gap={3}>
      <Heading as="h2" id="open-orders-heading" size="lg">
        Open orders
      </Heading>
      <QueryState query={query} loadingHeight="20">
        {({ data, cache, cachedAt }) => (
          <Stack gap={2}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            {data.items.length === 0 ? (
              <Text color="fg.muted">
                No open orders. Limit and stop-loss orders wait here until their price is reached.
              </Text>
            ) : (
              <Box as="ul" listStyleType="none" display="grid" gap={2}>
                {data.items.map((order) => (
                  <OpenOrderRow
                    key={order.orderId}
                    order={order}
                    onModify={(chosen) => {
                      setChanging(chosen);
                      setOpen(true);
                    }}
                  />
                ))}
              </Box>
            )}
          </Stack>
        )}
      </QueryState>
      {changing ? (
        <LazyOrderTicket
          key={changing.orderId}
          symbol={changing.symbol}
          name={changing.name}
          order={changing}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Stack>
  );
}
