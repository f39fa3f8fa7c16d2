import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SettingsCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One section of the account settings, named for screen readers by its heading. */
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={`${id}-heading`}>
      <Card.Header>
        <Heading as="h2" id={`${id}-heading`} size="lg">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
