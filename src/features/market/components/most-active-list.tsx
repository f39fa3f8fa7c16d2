import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { formatCompactRupees } from '@/ui/format-money';
import type { ActiveStock } from '../model/internals';
import { ChangeText } from './change-text';

/** The most active stocks by value traded (close × volume) on the latest day. */
export function MostActiveList({ stocks }: { stocks: readonly ActiveStock[] }) {
  return (
    <Card.Root size="sm" variant="outline" data-testid="most-active">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          Most active by value
        </Card.Title>
        <Text textStyle="xs" color="fg.muted">
          Close × shares traded on the latest day.
        </Text>
      </Card.Header>
      <Card.Body>
        {stocks.length === 0 ? (
          <Text color="fg.muted">No trades on the latest day.</Text>
        ) : (
          <Stack as="ol" gap={2} listStyleType="none">
            {stocks.map((stock) => (
              <HStack as="li" key={stock.symbol} justify="space-between" gap={3}>
                <Stack gap={0} minW={0}>
                  <Text fontWeight="medium">{stock.symbol}</Text>
                  <Text textStyle="xs" color="fg.muted" truncate>
                    {stock.name}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text textStyle="sm">{formatCompactRupees(stock.value)}</Text>
                  <ChangeText percent={stock.changePercent} />
                </Stack>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
