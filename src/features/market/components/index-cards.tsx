import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { formatPoints, type IndexSummary } from '../model';
import { ChangeText } from './change-text';

/** The headline indices, one card each: two across on phones, four on tablets. */
export function IndexCards({ indices }: { indices: readonly IndexSummary[] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
      {indices.map((index) => (
        <Card.Root key={index.code} size="sm" variant="outline">
          <Card.Body gap={1}>
            <Text textStyle="sm" color="fg.muted" truncate>
              {index.name}
            </Text>
            <Text fontWeight="semibold" textStyle="lg">
              {index.level === null ? '–' : formatPoints(index.level)}
            </Text>
            <ChangeText percent={index.changePercent} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
