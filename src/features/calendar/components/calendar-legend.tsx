import { Box, HStack, Text } from '@chakra-ui/react';
import { CALENDAR_EVENT_KIND_LABELS } from '../model/contract';
import { KIND_STYLES, KINDS_BY_VIEWER } from '../model/kind-style';
import { CalendarIcon } from './kind-icon';

// The key to the colours and icons, each with its name (colour is never the only signal).

export function CalendarLegend({ viewer }: { viewer: 'investor' | 'advisor' }) {
  return (
    <Box as="section" aria-label="Kinds of events">
      <HStack as="ul" listStyleType="none" ps={0} gap={3} wrap="wrap" textStyle="xs">
        {KINDS_BY_VIEWER[viewer].map((kind) => (
          <HStack as="li" key={kind} gap={1} colorPalette={KIND_STYLES[kind].palette}>
            <Box color="colorPalette.fg" bg="colorPalette.subtle" borderRadius="l1" p="2px">
              <CalendarIcon name={kind} size={12} />
            </Box>
            <Text as="span">{CALENDAR_EVENT_KIND_LABELS[kind]}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
