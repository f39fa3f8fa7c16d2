import { Box, Heading } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

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
      // Layout and paint contained: a slider move relays out and repaints only the sections
      // whose figures changed, not the page (tests/bench/tanh-page.ts).
      css={{ contain: 'content' }}
    >
      <SectionHeading id={id} title={title} />
      {children}
    </Box>
  );
}

// Memoised: a section's aria-busy changes on every slider move, its heading never.
const SectionHeading = memo(function SectionHeading({ id, title }: { id: string; title: string }) {
  return (
    <Heading as="h2" id={id} size="md" mb={3}>
      {title}
    </Heading>
  );
});
