import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Suggestion } from '../model/contract';
import { legText, resultSummary } from '../model/suggestion-text';

// What an accepted suggestion's orders did: one line an order, filled at its price or refused
// with the reason, and the way to the holdings they changed.

type Leg = NonNullable<Suggestion['result']>[number];

const LEG_BADGE: Record<Leg['status'], { text: string; palette: string }> = {
  COMPLETE: { text: 'Filled', palette: 'green' },
  REJECTED: { text: 'Rejected', palette: 'red' },
  FAILED: { text: 'Not placed', palette: 'red' },
};

export function SuggestionResult({ result }: { result: readonly Leg[] }) {
  const summary = resultSummary(result);
  return (
    <Stack gap={3} data-testid="suggestion-result">
      <Alert.Root status={summary.tone} borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{summary.title}</Alert.Title>
          <Alert.Description>
            Market orders in your paper account, filled by simulation at about the latest prices.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack as="ul" gap={1} listStyleType="none" fontSize="sm">
        {result.map((leg) => (
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
      <Button asChild variant="outline" size="sm" alignSelf="flex-start">
        <Link to="/investor/holdings">See your holdings</Link>
      </Button>
    </Stack>
  );
}
