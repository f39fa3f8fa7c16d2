import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { dataErrorMessage } from '@/ui/data-error';
import { useCompleteBrokerLink } from '../api/broker-callback';
import { BROKER_NAMES, type BrokerReturn as Return } from '../model/broker-link';

interface BrokerReturnProps {
  back: Return;
  /** Called once the link is stored (the route clears the broker's query from the address). */
  onDone: () => void;
}

/**
 * The broker sent the investor back with a one-time token: hand it to the server once, even
 * when React runs effects twice, then drop it from the address so a reload cannot replay it.
 */
export function BrokerReturn({ back, onDone }: BrokerReturnProps) {
  const mutation = useCompleteBrokerLink();
  const sent = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(back, { onSuccess: onDone });
  }, [back, mutate, onDone]);

  const name = BROKER_NAMES[back.broker];
  if (mutation.isError) {
    return (
      <Alert.Root status="error" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Content gap={2}>
          <Alert.Title>{name} was not linked</Alert.Title>
          <Alert.Description>{dataErrorMessage(mutation.error)}</Alert.Description>
          <Button alignSelf="start" size="sm" variant="outline" onClick={onDone}>
            Back to your broker page
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack direction="row" gap={3} align="center" role="status" aria-live="polite">
      <Spinner size="sm" />
      <Text>Finishing your sign-in to {name}…</Text>
    </Stack>
  );
}
