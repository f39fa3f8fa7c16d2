import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { CALENDAR_EVENT_KIND_LABELS, type CalendarEvent } from '../model/contract';
import { KIND_STYLES } from '../model/kind-style';
import type { DayPart } from '../model/placement';
import { eventTimeText } from '../model/time-display';
import { CalendarIcon } from './kind-icon';

// One event in a list (the agenda, the chosen day): a button that opens its detail, with the
// kind's icon, colour and name, the time in IST (and the device's time when it differs) and,
// for an adviser, whose event it is. A meeting time still proposed is dashed, a hold not a
// booking; opening it shows the meeting with its answers.

export interface EventRowProps {
  event: CalendarEvent;
  part?: DayPart;
  /** The client's name (adviser's view). */
  clientName?: string | undefined;
  deviceZone: string;
  onOpen: (event: CalendarEvent) => void;
}

const PART_TEXT: Record<DayPart, string | null> = {
  single: null,
  first: 'starts',
  middle: 'continues',
  last: 'ends',
};

export function EventRow({
  event,
  part = 'single',
  clientName,
  deviceZone,
  onOpen,
}: EventRowProps) {
  const style = KIND_STYLES[event.kind];
  const time = eventTimeText(event, deviceZone);
  const partText = PART_TEXT[part];
  const tentative = event.tentative === true;
  return (
    <chakra.button
      type="button"
      w="full"
      textAlign="start"
      colorPalette={style.palette}
      bg={tentative ? 'bg' : 'colorPalette.subtle'}
      borderColor="colorPalette.solid"
      borderStyle={tentative ? 'dashed' : 'solid'}
      borderWidth={tentative ? '1px' : 0}
      borderStartWidth="4px"
      borderRadius="l2"
      px={3}
      py={2}
      cursor="pointer"
      _hover={{ bg: 'colorPalette.muted' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '2px',
      }}
      onClick={() => onOpen(event)}
      data-testid="calendar-event"
      data-kind={event.kind}
      data-tentative={tentative ? 'true' : undefined}
    >
      <HStack align="flex-start" gap={3}>
        <Box color="colorPalette.fg" pt="2px">
          <CalendarIcon name={event.kind} size={18} />
        </Box>
        <Stack gap={0} minW={0} flex="1">
          <Text
            textStyle="xs"
            fontWeight="semibold"
            color="colorPalette.fg"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            {CALENDAR_EVENT_KIND_LABELS[event.kind]}
            {tentative ? ' · proposed' : ''}
            {partText ? ` (${partText})` : ''}
          </Text>
          <Text fontWeight="medium" color="fg" lineClamp={2}>
            {event.title}
          </Text>
          {clientName ? (
            <Text textStyle="sm" color="fg.muted">
              {clientName}
            </Text>
          ) : null}
          <Text textStyle="sm" color="fg.muted">
            {time.ist}
            {time.local ? (
              <Box as="span" display="block">
                {time.local}
              </Box>
            ) : null}
          </Text>
        </Stack>
      </HStack>
    </chakra.button>
  );
}
