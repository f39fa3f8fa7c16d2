import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '@/ui/form-alert';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import type { TopUp, TopUpLeg } from '../api/basket-invest';

interface TopUpResultProps {
  investment: TopUp;
  retrying: boolean;
  offline: boolean;
  failure: string | null;
  onRetry: () => void;
  onAgain: () => void;
}

const SUMMARY: Record<TopUp['status'], { status: 'success' | 'warning' | 'error'; title: string }> =
  {
    complete: { status: 'success', title: 'Bought' },
    partial: { status: 'warning', title: 'Partly bought' },
    failed: { status: 'error', title: 'Nothing was bought' },
  };

const LEG_TEXT: Record<TopUpLeg['status'], { label: string; palette: 'green' | 'red' | 'orange' }> =
  {
    COMPLETE: { label: 'Bought', palette: 'green' },
    REJECTED: { label: 'Refused', palette: 'red' },
    FAILED: { label: 'Not placed', palette: 'orange' },
  };

/** What the top-up did, order by order as the server answered, and a retry of those that failed. */
export function TopUpResult({
  investment,
  retrying,
  offline,
  failure,
  onRetry,
  onAgain,
}: TopUpResultProps) {
  const summary = SUMMARY[investment.status];
  const failed = investment.orders.filter((order) => order.status !== 'COMPLETE');
  return (
    <Stack gap={4} data-testid="top-up-result">
      <Alert.Root status={summary.status} borderRadius="l3" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{summary.title}</Alert.Title>
          <Alert.Description>
            {formatRupees(investment.spent)} spent on {formatIsoDate(investment.marketDate)}
            {failed.length > 0
              ? `; ${failed.length} of ${investment.orders.length} orders did not go through.`
              : ', charges included.'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box as="ul" listStyleType="none" borderWidth="1px" borderRadius="l2" divideY="1px">
        {investment.orders.map((order) => {
          const leg = LEG_TEXT[order.status];
          return (
            <Box as="li" key={`${order.symbol}-${order.side}`} px={3} py={2}>
              <HStack justify="space-between" gap={3}>
                <Text fontWeight="medium">
                  {order.side === 'BUY' ? 'Buy' : 'Sell'} {order.quantity} {order.symbol}
                </Text>
                <Badge colorPalette={leg.palette}>{leg.label}</Badge>
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {order.status === 'COMPLETE'
                  ? `${formatRupees(order.value)} at ${formatRupees(order.price)}, charges ${formatRupees(order.charges)}`
                  : (order.message ?? 'It did not go through.')}
              </Text>
            </Box>
          );
        })}
      </Box>
      {failure ? (
        <FormAlert status="error" title="The retry did not go through">
          {failure}
        </FormAlert>
      ) : null}
      <HStack gap={2} flexWrap="wrap">
        {failed.length > 0 ? (
          <Button colorPalette="purple" onClick={onRetry} loading={retrying} disabled={offline}>
            Retry the ones that failed
          </Button>
        ) : null}
        <Button variant="outline" onClick={onAgain}>
          Top up again
        </Button>
      </HStack>
      {failed.length > 0 && offline ? (
        <Text textStyle="sm" color="fg.muted">
          Retrying waits for the network.
        </Text>
      ) : null}
    </Stack>
  );
}
