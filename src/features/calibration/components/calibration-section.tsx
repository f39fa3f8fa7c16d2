import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of the calibration screen; `busy` while its figures catch up with the sliders. */
export function Section({
  title,
  id,
  busy,
  children,
}: {
  title: string;
  id: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      aria-busy={busy}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: 3, md: 4 }}
    >
      <Heading as="h2" id={id} size="md" mb={3}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
