import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { formatPoints, type IndexSummary } from '../model/overview';
import { ChangeText } from './change-text';

/** The headline indices, one card each, as many across as fit without breaking a number. */
export function IndexCards({ indices }: { indices: readonly IndexSummary[] }) {
  return (
    <SimpleGrid templateColumns="repeat(auto-fill, minmax(9.5rem, 1fr))" gap={3}>
      {indices.map((index) => (
        <Card.Root key={index.code} size="sm" variant="outline">
          <Card.Body gap={1}>
            <Text textStyle="sm" color="fg.muted" truncate>
              {index.name}
            </Text>
            <Text
              fontWeight="semibold"
              textStyle="lg"
              whiteSpace="nowrap"
              fontVariantNumeric="tabular-nums"
            >
              {index.level === null ? '–' : formatPoints(index.level)}
            </Text>
            <ChangeText percent={index.changePercent} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
