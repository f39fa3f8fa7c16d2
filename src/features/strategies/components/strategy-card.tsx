import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Role } from '@/auth/permissions';
import { performanceRoute } from './strategy-link';

// One strategy in the library: its name, what it does in a sentence, its first rules, and the
// way to its past performance. The card is a list item named by its heading.

interface StrategyCardProps {
  role: Role;
  routeId: string;
  name: string;
  summary: string;
  /** A few plain-words rules or facts; the first three show. */
  lines?: readonly string[];
  badge?: string | undefined;
  /** Extra controls (delete) beside the main link. */
  actions?: ReactNode;
}

export function StrategyCard({
  role,
  routeId,
  name,
  summary,
  lines = [],
  badge,
  actions,
}: StrategyCardProps) {
  const headingId = `strategy-${routeId}`;
  return (
    <Card.Root as="li" variant="outline" borderRadius="l3" aria-labelledby={headingId}>
      <Card.Body gap={3}>
        <Stack gap={1}>
          <HStack justify="space-between" align="flex-start" gap={2}>
            <Card.Title as="h3" id={headingId} textStyle="md">
              {name}
            </Card.Title>
            {badge ? <Badge colorPalette="gray">{badge}</Badge> : null}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {summary}
          </Text>
        </Stack>
        {lines.length > 0 ? (
          <Stack as="ul" gap={1} ps={4} textStyle="sm" listStyleType="disc">
            {lines.slice(0, 3).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Stack>
        ) : null}
        <HStack gap={2} flexWrap="wrap" mt="auto">
          <Button asChild size="sm" colorPalette="purple" variant="outline">
            <Link
              to={performanceRoute(role)}
              params={{ SelectedStrategies: routeId }}
              aria-describedby={headingId}
            >
              See past performance
            </Link>
          </Button>
          {actions}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
