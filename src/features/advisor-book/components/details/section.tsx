import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionProps {
  /** The id of its heading, which names the section for screen readers. */
  id: string;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** One part of the client's screen: a card named by its heading. */
export function Section({ id, title, hint, children }: SectionProps) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={id} data-testid={id}>
      <Card.Header pb={0}>
        <Heading as="h3" size="md" id={id}>
          {title}
        </Heading>
        {hint ? (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body gap={3}>{children}</Card.Body>
    </Card.Root>
  );
}

/** A label and its value, for the figures of a section. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="div" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </div>
  );
}

export const percentOf = (fraction: number | null) =>
  fraction === null ? '–' : `${(fraction * 100).toFixed(1)}%`;
