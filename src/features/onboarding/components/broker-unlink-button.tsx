import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { dataErrorMessage } from '@/ui/data-error';
import { useUnlinkBroker } from '../api/broker-unlink';
import { BROKER_NAMES, type BrokerId } from '../model/broker-link';

/** Unlink, asked twice: the question appears in place and takes the focus. */
export function BrokerUnlinkButton({ broker }: { broker: BrokerId }) {
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const mutation = useUnlinkBroker();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  const cancel = () => {
    setAsking(false);
    askRef.current?.focus();
  };
  const unlink = () =>
    mutation.mutate(broker, {
      onSuccess: (outcome) => {
        setAsking(false);
        if (outcome.state === 'kept') {
          setMessage(
            'No connection: the unlink is kept on this device and sent when you are back online.',
          );
        }
      },
      onError: (error) => setMessage(dataErrorMessage(error)),
    });

  const name = BROKER_NAMES[broker];
  return (
    <Box>
      {asking ? (
        <Alert.Root
          status="warning"
          borderRadius="l2"
          role="alertdialog"
          aria-labelledby="unlink-q"
        >
          <Alert.Content gap={3}>
            <Alert.Title id="unlink-q">Unlink {name}?</Alert.Title>
            <Text fontSize="sm">
              {broker === 'paper'
                ? 'Your paper account keeps its virtual cash if you link it again.'
                : `Nivesh forgets your ${name} session. Your account at ${name} is not affected.`}
            </Text>
            <HStack gap={2} flexWrap="wrap">
              <Button
                ref={confirmRef}
                colorPalette="red"
                size="sm"
                loading={mutation.isPending}
                onClick={unlink}
              >
                Yes, unlink
              </Button>
              <Button size="sm" variant="outline" onClick={cancel}>
                Keep it linked
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Button ref={askRef} variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
          Unlink {name}
        </Button>
      )}
      <Box role="status" aria-live="polite" mt={message ? 2 : 0}>
        {message ? <Text fontSize="sm">{message}</Text> : null}
      </Box>
    </Box>
  );
}
