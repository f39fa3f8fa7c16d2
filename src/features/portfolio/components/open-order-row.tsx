import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { useCancelOrder } from '../api/order-cancel';
import type { Order } from '../model/contract';
import { existingOrderLabel, notSentText } from './order-ticket-text';

interface OpenOrderRowProps {
  order: Order;
  onModify: (order: Order) => void;
}

/** One open order: what it is, its state, and Modify or Cancel (asked once more first). */
export function OpenOrderRow({ order, onModify }: OpenOrderRowProps) {
  const label = existingOrderLabel(order);
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const stopAsking = () => {
    setAsking(false);
    // The confirm buttons go away: focus goes back where the user started.
    requestAnimationFrame(() => cancelButton.current?.focus());
  };
  const confirmCancel = () =>
    cancel.mutate(
      { orderId: order.orderId, label: `Cancel: ${label}` },
      {
        onSuccess: (outcome) => {
          if (outcome.state === 'needs-confirm') setMessage(notSentText(outcome.reason));
          else setMessage(null);
          stopAsking();
        },
        onError: (error) => {
          setMessage(isApiError(error) ? error.message : 'Could not cancel it. Try again.');
          stopAsking();
        },
      },
    );
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l3"
      p={3}
      data-testid={`open-order-${order.orderId}`}
    >
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap={3}>
        <Box minW={0}>
          <Text fontWeight="semibold">{label}</Text>
          <HStack gap={2} mt={1} flexWrap="wrap">
            <Badge colorPalette={order.status === 'OPEN' ? 'blue' : 'orange'}>
              {order.status === 'OPEN' ? 'Open' : 'Waiting for trigger'}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              Placed{' '}
              <time dateTime={order.placedAt}>
                {formatIndianDateTime(new Date(order.placedAt))}
              </time>
            </Text>
          </HStack>
        </Box>
        {asking ? (
          <Stack gap={2} role="group" aria-label={`Cancel ${label}?`}>
            <Text fontSize="sm">Cancel this order?</Text>
            <HStack gap={2}>
              <Button
                size="sm"
                colorPalette="red"
                loading={cancel.isPending}
                loadingText="Cancelling"
                onClick={confirmCancel}
              >
                Yes, cancel it
              </Button>
              <Button
                size="sm"
                variant="outline"
                autoFocus
                disabled={cancel.isPending}
                onClick={stopAsking}
              >
                Keep it
              </Button>
            </HStack>
          </Stack>
        ) : (
          <HStack gap={2} alignSelf={{ base: 'stretch', md: 'center' }}>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Modify: ${label}`}
              onClick={() => onModify(order)}
            >
              Modify
            </Button>
            <Button
              ref={cancelButton}
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`Cancel: ${label}`}
              onClick={() => {
                setMessage(null);
                setAsking(true);
              }}
            >
              Cancel
            </Button>
          </HStack>
        )}
      </Stack>
      {message ? (
        <Text mt={2} fontSize="sm" color="fg.warning" role="status">
          {message}
        </Text>
      ) : null}
    </Box>
  );
}
