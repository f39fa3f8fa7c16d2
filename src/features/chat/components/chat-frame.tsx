import { Box, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// The chat screens' frame: the screen's title, then a panel that fills the rest of the window
// (the log scrolls inside it and the box to write in stays at the bottom, as in any messenger),
// measured from where it starts, so it fits under the app's header on a phone and a tablet.

export interface ChatFrameProps {
  title: string;
  /** Beside the title: the unread count, the adviser's name. */
  aside?: ReactNode;
  /** A phone showing one conversation hides the title to give the messages the room. */
  compact?: boolean;
  children: ReactNode;
}

const MIN_HEIGHT_PX = 320;

function useFillHeight() {
  const panel = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => {
      const element = panel.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT_PX, window.innerHeight - top - 8));
    };
    const first = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { panel, height };
}

export function ChatFrame({ title, aside, compact = false, children }: ChatFrameProps) {
  const { panel, height } = useFillHeight();
  return (
    <Container
      as="main"
      id="main"
      maxW="6xl"
      px={{ base: 0, md: 6 }}
      pt={{ base: compact ? 0 : 3, md: 5 }}
    >
      <HStack
        justify="space-between"
        align="flex-end"
        gap={3}
        mb={compact ? 0 : 3}
        px={{ base: 4, md: 0 }}
        srOnly={compact}
      >
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
          {title}
        </Heading>
        {aside ? <Text color="fg.muted">{aside}</Text> : null}
      </HStack>
      <Flex
        ref={panel}
        h={height === null ? '70dvh' : `${height}px`}
        borderWidth={{ base: 0, md: '1px' }}
        borderTopWidth="1px"
        borderRadius={{ base: 0, md: 'l3' }}
        overflow="hidden"
        bg="bg"
      >
        <Box flex="1" minW={0}>
          {children}
        </Box>
      </Flex>
    </Container>
  );
}
