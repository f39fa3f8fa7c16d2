import { chakra, Text } from '@chakra-ui/react';
import type { CalendarEvent } from '../model/contract';
import { KIND_STYLES } from '../model/kind-style';
import { formatClock } from '../model/time-display';
import type { TimedBlock } from '../model/week-layout';
import { CalendarIcon } from './kind-icon';

// One event in the week's time grid: a button whose label says everything (title, kind, day,
// both times, whose), drawn in its kind's colour. A meeting still proposed has a dashed outline
// and a plain background (a hold, not a booking) and "Proposed" in its title.

/** The height of an hour in the grid. */
export const HOUR_REM = 3;

function look(event: CalendarEvent) {
  const tentative = event.tentative === true;
  return {
    colorPalette: KIND_STYLES[event.kind].palette,
    bg: tentative ? 'bg' : 'colorPalette.subtle',
    color: 'fg',
    borderRadius: 'l1',
    borderStyle: tentative ? 'dashed' : 'solid',
    borderColor: 'colorPalette.solid',
    borderWidth: tentative ? '1px' : 0,
    borderStartWidth: '3px',
    cursor: 'pointer',
    textAlign: 'start',
    overflow: 'hidden',
    _hover: { bg: 'colorPalette.muted' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '1px',
      zIndex: 2,
    },
    'data-testid': 'calendar-week-event',
    'data-kind': event.kind,
    'data-tentative': tentative ? 'true' : undefined,
  } as const;
}

interface ButtonProps {
  event: CalendarEvent;
  label: string;
  onOpen: (event: CalendarEvent) => void;
}

export function AllDayEvent({ event, label, onOpen }: ButtonProps) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={() => onOpen(event)}
      display="flex"
      alignItems="center"
      gap={1}
      w="full"
      h="1.375rem"
      px={1}
      textStyle="xs"
      {...look(event)}
    >
      <chakra.span color="colorPalette.fg" flexShrink={0} display="inline-flex">
        <CalendarIcon name={event.kind} size={12} />
      </chakra.span>
      <Text as="span" truncate>
        {event.title}
      </Text>
    </chakra.button>
  );
}

export function TimedEvent({
  block,
  startHour,
  label,
  onOpen,
}: Omit<ButtonProps, 'event'> & { block: TimedBlock; startHour: number }) {
  const { event, column, columns } = block;
  const top = ((block.startMinute - startHour * 60) / 60) * HOUR_REM;
  const minutes = Math.max(block.endMinute - block.startMinute, 30);
  const height = (minutes / 60) * HOUR_REM;
  // Two lines fit from 45 minutes: the time, then the title; a shorter block has one line.
  const roomy = minutes >= 45;
  const clock = event.start && block.part !== 'middle' ? formatClock(new Date(event.start)) : null;
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={() => onOpen(event)}
      position="absolute"
      top={`calc(${top}rem + 1px)`}
      height={`calc(${height}rem - 2px)`}
      insetStart={`calc(${(column / columns) * 100}% + 2px)`}
      width={`calc(${100 / columns}% - 4px)`}
      px={1}
      display="flex"
      flexDirection="column"
      alignItems="stretch"
      textStyle="xs"
      lineHeight="1rem"
      {...look(event)}
    >
      {roomy && clock ? (
        <Text as="span" color="fg.muted" truncate>
          {clock}
        </Text>
      ) : null}
      <Text as="span" fontWeight="semibold" truncate>
        {!roomy && clock ? `${clock} ` : ''}
        {event.title}
      </Text>
    </chakra.button>
  );
}
