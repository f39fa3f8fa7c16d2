import { Alert } from '@chakra-ui/react';
import type { OrderOutcome } from '../api/order-place';
import { notSentText, resultText } from './order-ticket-text';

/** What happened to the order: filled, waiting for its price, rejected with why, or not sent. */
export function OrderTicketResult({ outcome }: { outcome: OrderOutcome }) {
  if (outcome.state === 'needs-confirm') {
    return (
      <Alert.Root status="warning" borderRadius="l3" role="status" data-testid="order-result">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Not sent</Alert.Title>
          <Alert.Description>{notSentText(outcome.reason)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const text = resultText(outcome.order);
  return (
    <Alert.Root status={text.tone} borderRadius="l3" role="status" data-testid="order-result">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text.title}</Alert.Title>
        <Alert.Description>{text.detail}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
