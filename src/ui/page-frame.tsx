import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links shown beside the title on tablets, under it on phones. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The shared frame of every screen: a titled, centred column that reads well on phones and tablets. */
export function PageFrame({ title, description, actions, children }: PageFrameProps) {
  return (
    <Container as="main" id="main" maxW="5xl" px={{ base: 4, md: 8 }} py={{ base: 5, md: 8 }}>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        gap={3}
        mb={{ base: 5, md: 8 }}
      >
        <Box>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
            {title}
          </Heading>
          {description ? (
            <Text mt={1} color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? <Box flexShrink={0}>{actions}</Box> : null}
      </Stack>
      {children}
    </Container>
  );
}
