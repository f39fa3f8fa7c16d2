import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { weekdayIndex, type Day } from '../model/calendar-dates';
import type { CalendarEvent } from '../model/contract';
import { dayCellLabel, formatLongDay, WEEKDAY_NAMES } from '../model/day-labels';
import type { PlacedEvent } from '../model/placement';
import { formatClock } from '../model/time-display';
import { eventLabel, hourText, type WeekDay, type WeekLayout } from '../model/week-layout';
import { AllDayEvent, HOUR_REM, TimedEvent } from './week-event';

// The week grid's parts (week-grid.tsx): the hours down the side, and one day's column (its
// header button, its all-day events, its hour grid with the timed events and the current time).

export interface WeekGridProps {
  days: readonly Day[];
  today: Day;
  selected: Day;
  byDay: ReadonlyMap<Day, PlacedEvent[]>;
  /** Phone: three days in view, and the grid scrolls sideways. */
  compact: boolean;
  deviceZone: string;
  labelledBy: string;
  clientNameOf: (event: CalendarEvent) => string | undefined;
  onSelect: (day: Day) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}

const HEADER = '3.25rem';
const ALL_DAY_ROW_REM = 1.5;

export interface PartProps extends WeekGridProps {
  layout: WeekLayout;
  allDayRows: number;
}

const allDayHeight = (rows: number) => `${rows * ALL_DAY_ROW_REM + 0.25}rem`;
const hoursOf = (layout: WeekLayout) =>
  Array.from({ length: layout.endHour - layout.startHour }, (_, index) => layout.startHour + index);

/** The hours down the side (decoration: every event's label carries its own time). */
export function Gutter({
  layout,
  allDayRows,
  local,
  days,
  deviceZone,
}: PartProps & { local: boolean }) {
  return (
    <Box
      aria-hidden
      data-week-gutter
      position="sticky"
      insetStart={0}
      zIndex={3}
      bg="bg"
      borderEndWidth="1px"
      textStyle="xs"
      color="fg.muted"
    >
      <Box h={HEADER} bg="bg.muted" />
      {allDayRows > 0 ? (
        <Box h={allDayHeight(allDayRows)} borderTopWidth="1px" px={1} pt="2px" lineHeight="1.1">
          All day
        </Box>
      ) : null}
      <Box position="relative" h={`${hoursOf(layout).length * HOUR_REM}rem`} borderTopWidth="1px">
        {hoursOf(layout).map((hour, index) => (
          <Box
            key={hour}
            position="absolute"
            top={`${index * HOUR_REM}rem`}
            insetEnd={1}
            pt="1px"
            textAlign="end"
            lineHeight="1.1"
            whiteSpace="nowrap"
          >
            {hourText(hour)}
            {local ? (
              <Box color="fg.subtle">
                {formatClock(
                  new Date(`${days[0]}T${String(hour % 24).padStart(2, '0')}:00:00+05:30`),
                  deviceZone,
                )}
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function DayColumn(
  props: PartProps & { column: WeekDay; first: boolean; marker: number | null },
) {
  const { column, first, layout, allDayRows, marker, today, selected } = props;
  const { day } = column;
  const headerId = useId();
  const isToday = day === today;
  const isSelected = day === selected;
  const count = column.allDay.length + column.timed.length;
  const overflow = column.allDay.length > allDayRows;
  const shownAllDay = overflow ? column.allDay.slice(0, allDayRows - 1) : column.allDay;
  const hidden = column.allDay.length - shownAllDay.length;
  const label = (event: CalendarEvent) =>
    eventLabel(event, day, props.deviceZone, props.clientNameOf(event));
  const gridStart = layout.startHour * 60;
  const hours = layout.endHour - layout.startHour;

  return (
    <Box role="group" aria-labelledby={headerId} borderStartWidth={first ? 0 : '1px'} minW={0}>
      <chakra.button
        type="button"
        id={headerId}
        data-day={day}
        tabIndex={isSelected ? 0 : -1}
        aria-label={dayCellLabel(day, count, today)}
        aria-current={isToday ? 'date' : undefined}
        onClick={() => props.onSelect(day)}
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        w="full"
        h={HEADER}
        cursor="pointer"
        bg={isSelected ? 'purple.subtle' : 'bg.muted'}
        _hover={{ bg: isSelected ? 'purple.muted' : 'bg.emphasized' }}
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'purple.focusRing',
          outlineOffset: '-2px',
        }}
      >
        <Text as="span" textStyle="xs" color="fg.muted" fontWeight="semibold">
          {WEEKDAY_NAMES[weekdayIndex(day)]?.short}
        </Text>
        <Text
          as="span"
          textStyle="sm"
          fontWeight={isToday || isSelected ? 'bold' : 'normal'}
          lineHeight="1.6rem"
          minW="1.6rem"
          textAlign="center"
          borderRadius="full"
          bg={isToday ? 'purple.solid' : undefined}
          color={isToday ? 'purple.contrast' : 'fg'}
        >
          {Number(day.slice(8, 10))}
        </Text>
      </chakra.button>

      {allDayRows > 0 ? (
        <Box h={allDayHeight(allDayRows)} borderTopWidth="1px" px="2px" pt="2px">
          <Stack as="ul" gap="2px" listStyleType="none" m={0} p={0}>
            {shownAllDay.map(({ event }) => (
              <li key={event.id}>
                <AllDayEvent event={event} label={label(event)} onOpen={props.onOpenEvent} />
              </li>
            ))}
            {hidden > 0 ? (
              <li>
                <chakra.button
                  type="button"
                  onClick={() => props.onSelect(day)}
                  aria-label={`${hidden} more all-day events on ${formatLongDay(day)}: list the day`}
                  textStyle="xs"
                  color="fg.muted"
                  px={1}
                  h="1.375rem"
                  cursor="pointer"
                  _hover={{ color: 'fg' }}
                >
                  +{hidden} more
                </chakra.button>
              </li>
            ) : null}
          </Stack>
        </Box>
      ) : null}

      <Box
        position="relative"
        h={`${hours * HOUR_REM}rem`}
        borderTopWidth="1px"
        bg={isToday ? 'purple.subtle/40' : undefined}
        backgroundImage="linear-gradient(to bottom, var(--chakra-colors-border-muted) 1px, transparent 1px)"
        backgroundSize={`100% ${HOUR_REM}rem`}
      >
        <chakra.ul listStyleType="none" m={0} p={0}>
          {column.timed.map((block) => (
            <li key={block.event.id}>
              <TimedEvent
                block={block}
                startHour={layout.startHour}
                label={label(block.event)}
                onOpen={props.onOpenEvent}
              />
            </li>
          ))}
        </chakra.ul>
        {marker !== null && marker >= gridStart && marker <= layout.endHour * 60 ? (
          <Box
            aria-hidden
            data-testid="calendar-now-line"
            position="absolute"
            insetX={0}
            top={`${((marker - gridStart) / 60) * HOUR_REM}rem`}
            h="2px"
            bg="red.solid"
            zIndex={1}
            pointerEvents="none"
          >
            <Box
              position="absolute"
              insetStart="-4px"
              top="-3px"
              boxSize="8px"
              borderRadius="full"
              bg="red.solid"
            />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
