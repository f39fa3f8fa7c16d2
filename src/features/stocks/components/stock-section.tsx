import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled card of a stock view; the title is the section's accessible name. */
export function StockSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Body gap={3}>
        <Text as="h2" id={id} fontWeight="semibold" textStyle="lg">
          {title}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
