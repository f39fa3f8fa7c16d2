import { Box, Heading, type SystemStyleObject } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

/**
 * A titled part of the calibration screen. On the workbench it renders once: what changes as
 * the sliders move is written inside it in the move's own input event (calibration-live.ts), so
 * its figures are never behind the sliders. `css`: the looks of the plain elements drawn inside.
 */
export const Section = memo(function Section({
  title,
  id,
  css,
  children,
}: {
  title: string;
  id: string;
  css?: SystemStyleObject;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: 3, md: 4 }}
      // Layout and paint contained: a slider move relays out and repaints only the sections
      // whose figures changed, not the page (tests/bench/tanh-page.ts).
      css={{ contain: 'content', ...css }}
    >
      <Heading as="h2" id={id} size="md" mb={3}>
        {title}
      </Heading>
      {children}
    </Box>
  );
});
