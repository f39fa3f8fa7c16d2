import { Box, Heading, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A titled part of the calibration screen. On the workbench it renders once: what changes as
 * the sliders move draws inside it on its own (and marks it aria-busy with useSectionBusy while
 * its figures catch up). `css`: the looks of the plain elements drawn inside.
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

/**
 * Sets the enclosing section's aria-busy (true while its figures are behind the sliders) on the
 * element itself, so the section is not drawn again for it. Put the ref on an element inside.
 */
export function useSectionBusy<T extends HTMLElement>(busy: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    ref.current?.closest('section')?.setAttribute('aria-busy', String(busy));
  }, [busy]);
  return ref;
}
