import { Box, Container, Heading, Stack, Text, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (sign in instead, create an account, ...). */
  footer?: ReactNode;
}

/**
 * The frame of the sign-in screens: a narrow, centred column that fits a 360 px phone. The card
 * is the theme's card recipe on plain elements, as in text-field.tsx: Chakra's Card components
 * are a chunk of their own on every public auth page's first visit (issue 19).
 */
export function AuthFrame({ title, description, children, footer }: AuthFrameProps) {
  const card = useSlotRecipe({ key: 'card' })({ variant: 'outline' });
  return (
    <Container as="main" id="main" maxW="md" px={{ base: 4, md: 6 }} py={{ base: 6, md: 12 }}>
      <Stack gap={1} mb={{ base: 4, md: 6 }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      <Box css={card.root}>
        <Box css={card.body} gap={4} p={{ base: 4, md: 6 }}>
          {children}
        </Box>
      </Box>
      {footer ? (
        <Stack gap={2} mt={5} fontSize="sm" color="fg.muted">
          {footer}
        </Stack>
      ) : null}
    </Container>
  );
}
