import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { outbox, type OutboxItem } from '@/outbox';
import { INVEST_KIND, moneyOutcome, type MoneyOutcome } from '../api/basket-invest';
import { moneyErrorOf } from '../hooks/money-error';
import { BasketGroupResult } from './basket-group-result';
import { notSentText } from './basket-invest-text';

// An investment or rebalance confirmed while the network was away waits on this device as "not
// sent" (replay 'confirm'): never sent on its own, since prices move. Here the investor sends
// it now, online, with its original key (so one that did land is answered, not repeated), or
// discards it.

interface WaitingProps {
  items: readonly OutboxItem[];
  offline: boolean;
  onRetry: (investmentId: string) => void;
}

export function BasketWaiting({ items, offline, onRetry }: WaitingProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<MoneyOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = (item: OutboxItem) => {
    setBusy(item.id);
    setError(null);
    outbox
      .confirm(item.id)
      .then((result) => setOutcome(moneyOutcome(result)))
      .catch((failure: unknown) => {
        const read = moneyErrorOf(failure, item.kind === INVEST_KIND ? 'investment' : 'rebalance');
        setError(
          read.kind === 'no-account'
            ? 'Link the paper broker first: it opens your paper account.'
            : read.kind === 'prices-moved'
              ? 'Prices have moved since it was confirmed: it was not sent. See the orders again below and confirm at today’s prices.'
              : read.message,
        );
      })
      .finally(() => setBusy(null));
  };

  if (items.length === 0 && !outcome && !error) return null;
  return (
    <Stack gap={3} aria-live="polite">
      {items.map((item) => (
        <Alert.Root key={item.id} status="warning" borderRadius="l3" data-testid="basket-waiting">
          <Alert.Indicator />
          <Alert.Content gap={2}>
            <Alert.Title>Not sent: {item.label}</Alert.Title>
            <Alert.Description>
              <Text>{notSentText(item.lastError ?? null)}</Text>
              <Text fontSize="xs" color="fg.muted">
                Confirmed {formatIndianDateTime(new Date(item.createdAt))}
              </Text>
            </Alert.Description>
            <HStack gap={2} flexWrap="wrap">
              <Button
                size="sm"
                colorPalette="purple"
                loading={busy === item.id}
                loadingText="Sending"
                disabled={offline || (busy !== null && busy !== item.id)}
                onClick={() => send(item)}
              >
                Send it now
              </Button>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                disabled={busy !== null}
                onClick={() => void outbox.discard(item.id)}
              >
                Discard
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      ))}
      {error ? (
        <FormAlert status="error" title="Not sent">
          {error}
        </FormAlert>
      ) : null}
      {outcome ? (
        <Box>
          <BasketGroupResult outcome={outcome} onRetry={onRetry} offline={offline} />
        </Box>
      ) : null}
    </Stack>
  );
}
