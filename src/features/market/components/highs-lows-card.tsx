import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatPaise, type Extremes } from '../model/overview';
import { ChangeText } from './change-text';

/** New 52-week highs and lows today: how many, and the biggest movers among them. */
export function HighsLowsCard({ highs, lows }: { highs: Extremes; lows: Extremes }) {
  return (
    <Card.Root size="sm" variant="outline" data-testid="highs-lows">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          52-week highs and lows today
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <Side title="New highs" extremes={highs} />
          <Side title="New lows" extremes={lows} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Side({ title, extremes }: { title: string; extremes: Extremes }) {
  return (
    <Stack gap={2}>
      <Text as="h3" fontWeight="semibold">
        {title}: {extremes.count}
      </Text>
      {extremes.top.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          None today.
        </Text>
      ) : (
        <Stack as="ul" gap={1} listStyleType="none">
          {extremes.top.map((stock) => (
            <Stack as="li" key={stock.symbol} direction="row" justify="space-between" gap={2}>
              <Text textStyle="sm" fontWeight="medium">
                {stock.symbol}{' '}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {formatPaise(stock.close)}
                </Text>
              </Text>
              <ChangeText percent={stock.changePercent} />
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
