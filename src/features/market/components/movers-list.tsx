import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { formatPaise, type Mover } from '../model/overview';
import { ChangeText } from './change-text';

/** Top gainers or losers: symbol and name, last close in rupees, change in percent. */
export function MoversList({ title, movers }: { title: string; movers: readonly Mover[] }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap={2} listStyleType="none">
          {movers.map((mover) => (
            <HStack as="li" key={mover.symbol} justify="space-between" gap={3}>
              <Stack gap={0} minW={0}>
                <Text fontWeight="medium">{mover.symbol}</Text>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {mover.name}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text textStyle="sm">{formatPaise(mover.close)}</Text>
                <ChangeText percent={mover.changePercent} />
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
