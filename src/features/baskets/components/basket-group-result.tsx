import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MoneyOutcome } from '../api/basket-invest';
import type { OrderLeg } from '../model/contract';
import { groupSummary, legText, notSentText } from './basket-invest-text';
import { canRetry } from './basket-summary-text';

// What a group of orders (an investment or a rebalance) did: one line a stock, complete or
// rejected with the reason, and for a group that partly failed, the retry of only the ones that
// did not go through. Or "not sent" when the confirmation could not reach the server.

const LEG_BADGE: Record<OrderLeg['status'], { text: string; palette: string }> = {
  COMPLETE: { text: 'Complete', palette: 'green' },
  REJECTED: { text: 'Rejected', palette: 'red' },
  FAILED: { text: 'Not placed', palette: 'red' },
};

interface GroupResultProps {
  outcome: MoneyOutcome;
  /** Retry the failed orders; absent where a retry is not offered (a rebalance). */
  onRetry?: ((investmentId: string) => void) | undefined;
  retrying?: boolean;
  /** Retrying needs the network. */
  offline?: boolean;
}

export function BasketGroupResult({ outcome, onRetry, retrying, offline }: GroupResultProps) {
  if (outcome.state === 'needs-confirm') {
    return (
      <Alert.Root status="warning" borderRadius="l3" data-testid="group-result">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Not sent</Alert.Title>
          <Alert.Description>{notSentText(outcome.reason)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const { investment } = outcome;
  const summary = groupSummary(investment);
  return (
    <Stack gap={3} data-testid="group-result">
      <Alert.Root status={summary.tone} borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{summary.title}</Alert.Title>
          <Alert.Description>{summary.detail}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack as="ul" gap={1} listStyleType="none" fontSize="sm">
        {investment.orders.map((leg) => (
          <HStack
            as="li"
            key={`${leg.side}:${leg.symbol}`}
            justify="space-between"
            align="flex-start"
            gap={3}
            py={1}
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <Text minW={0}>{legText(leg)}</Text>
            <Badge colorPalette={LEG_BADGE[leg.status].palette} flexShrink={0}>
              {LEG_BADGE[leg.status].text}
            </Badge>
          </HStack>
        ))}
      </Stack>
      {onRetry && canRetry(investment) ? (
        <Stack gap={1} align="flex-start">
          <Button
            colorPalette="purple"
            variant="outline"
            onClick={() => onRetry(investment.investmentId)}
            loading={retrying}
            loadingText="Retrying"
            disabled={offline}
          >
            Retry the ones that failed
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {offline
              ? 'Retrying needs the network: try again when you are back online.'
              : 'Only the orders that did not go through are placed again.'}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
