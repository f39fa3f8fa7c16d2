import { Alert, Badge, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { dataErrorMessage } from '@/ui/data-error';
import { QueryState } from '@/ui/query-state';
import { useLinkBroker } from '../api/broker-link';
import { useBrokers } from '../api/broker-list';
import { formatPaise, type Broker, type BrokerId, type BrokerLink } from '../model/broker-link';

interface BrokerPickerProps {
  /** Called once the paper broker is linked (live brokers leave for their sign-in page). */
  onLinked: (link: BrokerLink) => void;
}

/** The brokers this server offers, one card each; a live one not set up here cannot be chosen. */
export function BrokerPicker({ onLinked }: BrokerPickerProps) {
  const mutation = useLinkBroker();
  const [choice, setChoice] = useState<BrokerId | null>(null);
  const [message, setMessage] = useState<{ status: 'info' | 'error'; text: string } | null>(null);

  const choose = (broker: BrokerId) => {
    setChoice(broker);
    setMessage(null);
    mutation.mutate(broker, {
      onSuccess: (outcome) => {
        if (outcome.state === 'linked') onLinked(outcome.link);
        else if (outcome.state === 'redirect') window.location.assign(outcome.redirectUrl);
        else
          setMessage({
            status: 'info',
            text: 'No connection: your choice is kept on this device and the paper account opens when you are back online.',
          });
      },
      onError: (error) => setMessage({ status: 'error', text: dataErrorMessage(error) }),
    });
  };

  return (
    <QueryState query={useBrokers()} loadingHeight="48">
      {({ data }) => (
        <Stack gap={4}>
          <Box
            as="ul"
            listStyleType="none"
            display="grid"
            gap={3}
            gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
          >
            {data.brokers.map((broker) => (
              <li key={broker.id}>
                <BrokerCard
                  broker={broker}
                  busy={mutation.isPending && choice === broker.id}
                  disabled={mutation.isPending}
                  onChoose={() => choose(broker.id)}
                />
              </li>
            ))}
          </Box>
          <Box role="status" aria-live="polite">
            {message ? (
              <Alert.Root status={message.status} borderRadius="l2">
                <Alert.Indicator />
                <Alert.Title>{message.text}</Alert.Title>
              </Alert.Root>
            ) : null}
          </Box>
        </Stack>
      )}
    </QueryState>
  );
}

interface BrokerCardProps {
  broker: Broker;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function BrokerCard({ broker, busy, disabled, onChoose }: BrokerCardProps) {
  const paper = broker.kind === 'paper';
  const noteId = `broker-note-${broker.id}`;
  return (
    <Card.Root variant="outline" h="full" borderColor={paper ? 'colorPalette.solid' : undefined}>
      <Card.Body gap={2}>
        <Heading as="h2" size="md">
          {broker.name}
        </Heading>
        {paper ? (
          <Badge alignSelf="start" colorPalette="green">
            Recommended for the demo
          </Badge>
        ) : null}
        {paper && broker.startingCashPaise !== null ? (
          <Text fontWeight="semibold">Virtual cash of {formatPaise(broker.startingCashPaise)}</Text>
        ) : null}
        <Text id={noteId} fontSize="sm" color="fg.muted">
          {broker.note}
        </Text>
      </Card.Body>
      <Card.Footer>
        {broker.configured ? (
          <Button
            w={{ base: 'full', md: 'auto' }}
            variant={paper ? 'solid' : 'outline'}
            loading={busy}
            disabled={disabled}
            onClick={onChoose}
            aria-describedby={noteId}
          >
            {paper ? 'Use paper trading' : `Sign in to ${broker.name}`}
          </Button>
        ) : (
          <Button
            w={{ base: 'full', md: 'auto' }}
            variant="outline"
            disabled
            aria-describedby={noteId}
          >
            Not set up on this server
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
