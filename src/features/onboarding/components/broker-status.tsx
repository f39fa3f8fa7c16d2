import { Alert, Badge, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { dataErrorMessage } from '@/ui/data-error';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { QueryState } from '@/ui/query-state';
import { useBrokerLink } from '../api/broker-get-link';
import { useLinkBroker } from '../api/broker-link';
import { BROKER_NAMES, formatPaise, type BrokerLink } from '../model/broker-link';
import { BrokerPicker } from './broker-picker';
import { BrokerUnlinkButton } from './broker-unlink-button';

const when = (iso: string | null) =>
  iso ? <time dateTime={iso}>{formatIndianDateTime(new Date(iso))}</time> : 'Not yet';

/** /investor/broker: the linked broker and its health, or the picker when there is none. */
export function BrokerStatus() {
  return (
    <QueryState query={useBrokerLink()} loadingHeight="40">
      {({ data, cache, cachedAt }) => (
        <Stack gap={3}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          {data.link ? (
            <LinkedBroker link={data.link} />
          ) : (
            <Stack gap={4}>
              <Text>
                No broker is linked yet. Choose one to keep your holdings and orders in sync.
              </Text>
              <BrokerPicker onLinked={() => undefined} />
            </Stack>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}

function LinkedBroker({ link }: { link: BrokerLink }) {
  const name = BROKER_NAMES[link.broker];
  const expired = link.status === 'expired';
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          {name}
        </Heading>
        <Stack direction="row" gap={2} flexWrap="wrap">
          <Badge colorPalette={expired ? 'orange' : 'green'}>
            {expired ? 'Session ended' : 'Linked'}
          </Badge>
          {link.demo ? <Badge colorPalette="gray">Demo data</Badge> : null}
        </Stack>
      </Card.Header>
      <Card.Body gap={5}>
        {expired ? <SignInAgain link={link} /> : null}
        <Box
          as="dl"
          display="grid"
          gap={4}
          gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        >
          <Fact label="Linked since">{when(link.linkedAt)}</Fact>
          <Fact label="Last sync">{when(link.lastSyncAt)}</Fact>
          <Fact label={expired ? 'Session ended' : 'Session ends'}>
            {link.sessionExpiresAt ? when(link.sessionExpiresAt) : 'Never (paper account)'}
          </Fact>
          {link.paper ? (
            <Fact label="Virtual cash">{formatPaise(link.paper.cashPaise)}</Fact>
          ) : null}
        </Box>
        <BrokerUnlinkButton broker={link.broker} />
      </Card.Body>
    </Card.Root>
  );
}

/** A live broker ends sessions daily: one button back to its sign-in page. */
function SignInAgain({ link }: { link: BrokerLink }) {
  const mutation = useLinkBroker();
  const [error, setError] = useState<string | null>(null);
  const name = BROKER_NAMES[link.broker];
  const again = () => {
    setError(null);
    mutation.mutate(link.broker, {
      onSuccess: (outcome) => {
        if (outcome.state === 'redirect') window.location.assign(outcome.redirectUrl);
      },
      onError: (failure) => setError(dataErrorMessage(failure)),
    });
  };
  return (
    <Alert.Root status="warning" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Title>Your {name} session has ended</Alert.Title>
        <Alert.Description>
          {name} ends every session early each morning. Sign in again to keep your holdings and
          orders in sync.
        </Alert.Description>
        <Button alignSelf="start" size="sm" loading={mutation.isPending} onClick={again}>
          Sign in to your broker again
        </Button>
        <Box role="status" aria-live="polite">
          {error ? <Text fontSize="sm">{error}</Text> : null}
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}
