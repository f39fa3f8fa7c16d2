import { Box, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { gridKeyTarget } from '../model/calendar-view';
import { differsFromIst, zoneName } from '../model/time-display';
import { nowMarker, weekLayout } from '../model/week-layout';
import { DayColumn, Gutter, type WeekGridProps } from './week-columns';

export type { WeekGridProps } from './week-columns';

// The week view (issue 18): a column per day, an hour grid in IST for timed events (meetings,
// proposed ones dashed) with overlapping ones side by side, a row above for all-day events, and
// a line at the current time. For a screen reader each day is a group named by its header, with
// its events as a list of buttons whose labels say everything; the hour lines are decoration.
// The day headers are one tab stop (roving focus): arrows move the day, Page Up/Down the week.
// On a phone three days are in view and the grid scrolls sideways, the hours pinned.

/** The current time, again each minute (for the line). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function WeekGrid(props: WeekGridProps) {
  const { days, selected, byDay, compact, deviceZone, labelledBy, onSelect } = props;
  const now = useMinuteClock();
  const marker = nowMarker(now, days);
  const nowMinute = marker?.minute ?? null;
  const layout = useMemo(() => weekLayout(byDay, days, nowMinute), [byDay, days, nowMinute]);
  const frame = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const hintId = useId();
  const firstDay = days[0];

  // After a key moved the day (maybe into another week), the new day's header takes focus.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    frame.current?.querySelector<HTMLButtonElement>(`button[data-day="${selected}"]`)?.focus();
  }, [selected, firstDay]);

  // A phone shows three days at once: the chosen one in the middle, scrolled sideways only.
  useEffect(() => {
    const box = frame.current;
    const header = box?.querySelector<HTMLElement>(`button[data-day="${selected}"]`);
    if (!compact || !box || !header) return;
    const gutterWidth = box.querySelector<HTMLElement>('[data-week-gutter]')?.offsetWidth ?? 0;
    const offset = header.getBoundingClientRect().left - box.getBoundingClientRect().left;
    box.scrollLeft = Math.max(0, box.scrollLeft + offset - gutterWidth - header.offsetWidth);
  }, [compact, selected, firstDay]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.target as HTMLElement).dataset.day) return;
    const target = gridKeyTarget(event.key, selected, 'week');
    if (!target) return;
    event.preventDefault();
    moved.current = true;
    onSelect(target);
  };

  const firstHour = new Date(
    `${firstDay}T${String(layout.startHour).padStart(2, '0')}:00:00+05:30`,
  );
  const local = differsFromIst(deviceZone, firstHour);
  const allDayRows = Math.min(layout.allDayMost, compact ? 2 : 3);
  const gutter = local ? '4.25rem' : compact ? '3rem' : '3.5rem';

  return (
    <Box minW={0}>
      <Text id={hintId} srOnly>
        Each day lists its events as buttons. Arrow keys move between the days; Page Up and Page
        Down change the week. Times in India Standard Time.
      </Text>
      {local ? (
        <Text textStyle="xs" color="fg.muted" mb={1}>
          Hours in IST; your time ({zoneName(deviceZone, firstHour)}) under each.
        </Text>
      ) : null}
      <Box
        ref={frame}
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        borderWidth="1px"
        borderRadius="l2"
        overflowX="auto"
        overflowY="hidden"
        data-testid="calendar-week-grid"
      >
        <Box
          display="grid"
          gridTemplateColumns={
            compact
              ? `${gutter} repeat(${days.length}, calc((100% - ${gutter}) / 3))`
              : `${gutter} repeat(${days.length}, minmax(0, 1fr))`
          }
        >
          <Gutter layout={layout} allDayRows={allDayRows} local={local} {...props} />
          {layout.days.map((column, index) => (
            <DayColumn
              key={column.day}
              column={column}
              first={index === 0}
              layout={layout}
              allDayRows={allDayRows}
              marker={marker?.day === column.day ? marker.minute : null}
              {...props}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
