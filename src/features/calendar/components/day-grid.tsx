import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Day } from '../model/calendar-dates';
import { gridKeyTarget, type CalendarView } from '../model/calendar-view';
import type { CalendarEvent } from '../model/contract';
import { dayCellLabel, WEEKDAY_NAMES } from '../model/day-labels';
import { KIND_STYLES } from '../model/kind-style';
import type { PlacedEvent } from '../model/placement';
import { formatClock } from '../model/time-display';
import { CalendarIcon } from './kind-icon';

// The month and week grids (issue 18): a WAI-ARIA grid of day buttons with one tab stop (roving
// focus); arrows move by a day or a week, Home/End to the week's ends, Page Up/Down by a month
// (a week in the week view), and moving past the days on screen moves the calendar. Each button
// names its date and how many events it has; the events drawn inside are a preview (a pointer
// can open one directly), and the chosen day's list below the grid is the keyboard's way in.

export interface DayGridProps {
  weeks: readonly (readonly Day[])[];
  view: Extract<CalendarView, 'month' | 'week'>;
  /** The month shown (days of the months around it are dimmed). */
  month: string;
  today: Day;
  selected: Day;
  byDay: ReadonlyMap<Day, PlacedEvent[]>;
  /** Phone: numbers and icons only. */
  compact: boolean;
  labelledBy: string;
  onSelect: (day: Day) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}

const PREVIEW_MAX = { month: 3, week: 12 } as const;

function Preview({
  placed,
  onOpen,
}: {
  placed: PlacedEvent;
  onOpen: (event: CalendarEvent) => void;
}) {
  const { event } = placed;
  const style = KIND_STYLES[event.kind];
  const time =
    !event.allDay && event.start && placed.part !== 'middle'
      ? formatClock(new Date(event.start))
      : null;
  return (
    <HStack
      as="span"
      gap={1}
      colorPalette={style.palette}
      bg={event.tentative ? 'bg' : 'colorPalette.subtle'}
      color="colorPalette.fg"
      borderColor="colorPalette.solid"
      borderStyle={event.tentative ? 'dashed' : 'solid'}
      borderWidth={event.tentative ? '1px' : 0}
      borderStartWidth="3px"
      borderRadius="l1"
      px={1}
      textStyle="xs"
      w="full"
      minW={0}
      onClick={(clicked) => {
        clicked.stopPropagation();
        onOpen(event);
      }}
    >
      <CalendarIcon name={event.kind} size={12} />
      <Text as="span" truncate color="fg">
        {time ? `${time} ` : ''}
        {event.title}
      </Text>
    </HStack>
  );
}

export function DayGrid(props: DayGridProps) {
  const { weeks, view, month, today, selected, byDay, compact, labelledBy, onSelect } = props;
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const hintId = useId();

  // After a key moved the choice (maybe to another month), the new day's button takes focus.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${selected}"]`)?.focus();
  }, [selected, weeks]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = gridKeyTarget(event.key, selected, view);
    if (!target) return;
    event.preventDefault();
    moved.current = true;
    onSelect(target);
  };

  const previewMax = PREVIEW_MAX[view];
  return (
    <Box
      ref={grid}
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      borderWidth="1px"
      borderRadius="l2"
      overflow="hidden"
      data-testid={`calendar-${view}-grid`}
    >
      <Text id={hintId} srOnly>
        Arrow keys move between days; Page Up and Page Down change the {view}.
      </Text>
      <Box role="row" display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))" bg="bg.muted">
        {WEEKDAY_NAMES.map((name) => (
          <Box
            role="columnheader"
            key={name.long}
            py={1}
            textAlign="center"
            textStyle="xs"
            fontWeight="semibold"
            color="fg.muted"
          >
            <abbr title={name.long} style={{ textDecoration: 'none' }}>
              {compact ? name.short.slice(0, 2) : name.short}
            </abbr>
          </Box>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box
          role="row"
          key={week[0]}
          display="grid"
          gridTemplateColumns="repeat(7, minmax(0, 1fr))"
          borderTopWidth="1px"
        >
          {week.map((day) => {
            const placed = byDay.get(day) ?? [];
            const isSelected = day === selected;
            const isToday = day === today;
            const outside = view === 'month' && day.slice(0, 7) !== month;
            const hidden = placed.length - previewMax;
            return (
              <Box
                role="gridcell"
                key={day}
                aria-selected={isSelected}
                borderStartWidth={day === week[0] ? 0 : '1px'}
                minW={0}
              >
                <chakra.button
                  type="button"
                  data-day={day}
                  tabIndex={isSelected ? 0 : -1}
                  aria-label={dayCellLabel(day, placed.length, today)}
                  aria-current={isToday ? 'date' : undefined}
                  onClick={() => onSelect(day)}
                  display="flex"
                  flexDirection="column"
                  alignItems="stretch"
                  gap={1}
                  w="full"
                  h="full"
                  minH={compact ? '3.25rem' : view === 'week' ? '16rem' : '6.5rem'}
                  p={1}
                  textAlign="start"
                  cursor="pointer"
                  bg={isSelected ? 'purple.subtle' : outside ? 'bg.subtle' : 'bg'}
                  color={outside ? 'fg.muted' : 'fg'}
                  _hover={{ bg: isSelected ? 'purple.muted' : 'bg.muted' }}
                  _focusVisible={{
                    outline: '2px solid',
                    outlineColor: 'purple.focusRing',
                    outlineOffset: '-2px',
                  }}
                >
                  <Text
                    as="span"
                    alignSelf={compact ? 'center' : 'flex-start'}
                    textStyle="sm"
                    fontWeight={isToday || isSelected ? 'bold' : 'normal'}
                    lineHeight="1.75rem"
                    minW="1.75rem"
                    textAlign="center"
                    borderRadius="full"
                    bg={isToday ? 'purple.solid' : undefined}
                    color={isToday ? 'purple.contrast' : undefined}
                  >
                    {Number(day.slice(8, 10))}
                  </Text>
                  {compact ? (
                    placed.length > 0 ? (
                      <HStack as="span" gap="1px" justify="center" wrap="wrap">
                        {placed.slice(0, 2).map(({ event }) => (
                          <Box
                            as="span"
                            key={event.id}
                            colorPalette={KIND_STYLES[event.kind].palette}
                            color="colorPalette.fg"
                          >
                            <CalendarIcon name={event.kind} size={11} />
                          </Box>
                        ))}
                        {placed.length > 2 ? (
                          <Text as="span" textStyle="xs" color="fg.muted" lineHeight="1">
                            +{placed.length - 2}
                          </Text>
                        ) : null}
                      </HStack>
                    ) : null
                  ) : (
                    <>
                      {placed.slice(0, previewMax).map((one) => (
                        <Preview key={one.event.id} placed={one} onOpen={props.onOpenEvent} />
                      ))}
                      {hidden > 0 ? (
                        <Text as="span" textStyle="xs" color="fg.muted" px={1}>
                          +{hidden} more
                        </Text>
                      ) : null}
                    </>
                  )}
                </chakra.button>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
