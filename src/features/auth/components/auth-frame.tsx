import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (sign in instead, create an account, ...). */
  footer?: ReactNode;
}

/** The frame of the sign-in screens: a narrow, centred column that fits a 360 px phone. */
export function AuthFrame({ title, description, children, footer }: AuthFrameProps) {
  return (
    <Container as="main" id="main" maxW="md" px={{ base: 4, md: 6 }} py={{ base: 6, md: 12 }}>
      <Stack gap={1} mb={{ base: 4, md: 6 }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      <Card.Root variant="outline">
        <Card.Body gap={4} p={{ base: 4, md: 6 }}>
          {children}
        </Card.Body>
      </Card.Root>
      {footer ? (
        <Stack gap={2} mt={5} fontSize="sm" color="fg.muted">
          {footer}
        </Stack>
      ) : null}
    </Container>
  );
}
