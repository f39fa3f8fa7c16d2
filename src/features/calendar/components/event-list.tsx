import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Day } from '../model/calendar-dates';
import type { CalendarEvent } from '../model/contract';
import { formatLongDay, formatShortDay } from '../model/day-labels';
import type { AgendaGroup, PlacedEvent } from '../model/placement';
import { EventRow } from './event-row';

// The lists of events: the agenda (the days with events, each under its heading) and the chosen
// day beside or under the grid. Every event is a button that opens its detail.

interface ListContext {
  deviceZone: string;
  clientNameOf: (event: CalendarEvent) => string | undefined;
  onOpen: (event: CalendarEvent) => void;
}

function Events({ placed, context }: { placed: readonly PlacedEvent[]; context: ListContext }) {
  return (
    <Stack as="ul" gap={2} listStyleType="none" ps={0}>
      {placed.map(({ event, part }) => (
        <li key={event.id}>
          <EventRow
            event={event}
            part={part}
            clientName={context.clientNameOf(event)}
            deviceZone={context.deviceZone}
            onOpen={context.onOpen}
          />
        </li>
      ))}
    </Stack>
  );
}

export function AgendaList({
  groups,
  ...context
}: ListContext & { groups: readonly AgendaGroup[] }) {
  return (
    <Stack gap={5} data-testid="calendar-agenda">
      {groups.map((group) => (
        <Box as="section" key={group.day} aria-labelledby={`agenda-${group.day}`}>
          <Heading
            as="h3"
            id={`agenda-${group.day}`}
            size="sm"
            mb={2}
            color={group.relative === 'Today' ? 'purple.fg' : 'fg'}
          >
            {group.relative ? `${group.relative} · ` : ''}
            {formatShortDay(group.day)}
            <Box as="span" srOnly>
              {`, ${group.events.length} ${group.events.length === 1 ? 'event' : 'events'}`}
            </Box>
          </Heading>
          <Events placed={group.events} context={context} />
        </Box>
      ))}
    </Stack>
  );
}

export function DayPanel({
  day,
  placed,
  ...context
}: ListContext & { day: Day; placed: readonly PlacedEvent[] }) {
  return (
    <Box as="section" aria-labelledby="calendar-day-heading" data-testid="calendar-day-panel">
      <Heading as="h3" id="calendar-day-heading" size="sm" mb={2}>
        {formatLongDay(day)}
      </Heading>
      {placed.length === 0 ? (
        <Text color="fg.muted">Nothing on this day.</Text>
      ) : (
        <Events placed={placed} context={context} />
      )}
    </Box>
  );
}
