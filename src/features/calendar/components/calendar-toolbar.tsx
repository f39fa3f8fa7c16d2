import { Button, Heading, HStack, IconButton } from '@chakra-ui/react';
import { CALENDAR_VIEW_LABELS, CALENDAR_VIEWS, type CalendarView } from '../model/calendar-view';
import { CalendarIcon } from './kind-icon';

// Previous / Today / Next, the days shown (announced when they change), and the view switch as
// a group of toggle buttons (aria-pressed).

export interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  titleId: string;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}

const STEP_NOUN: Record<CalendarView, string> = {
  month: 'month',
  week: 'week',
  agenda: 'four weeks',
};

export function CalendarToolbar({
  view,
  title,
  titleId,
  onStep,
  onToday,
  onView,
}: CalendarToolbarProps) {
  return (
    <HStack justify="space-between" gap={3} wrap="wrap" mb={4}>
      <HStack gap={2} flex="1 1 auto" minW={0}>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={`Previous ${STEP_NOUN[view]}`}
          onClick={() => onStep(-1)}
        >
          <CalendarIcon name="previous" />
        </IconButton>
        <Button size="sm" variant="outline" onClick={onToday}>
          Today
        </Button>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={`Next ${STEP_NOUN[view]}`}
          onClick={() => onStep(1)}
        >
          <CalendarIcon name="next" />
        </IconButton>
        <Heading
          as="h2"
          id={titleId}
          size={{ base: 'md', md: 'lg' }}
          aria-live="polite"
          ms={1}
          truncate
        >
          {title}
        </Heading>
      </HStack>
      <HStack
        role="group"
        aria-label="Calendar view"
        gap={0}
        borderWidth="1px"
        borderRadius="l2"
        p="2px"
      >
        {CALENDAR_VIEWS.map((one) => (
          <Button
            key={one}
            size="sm"
            variant={one === view ? 'solid' : 'ghost'}
            colorPalette={one === view ? 'purple' : 'gray'}
            aria-pressed={one === view}
            onClick={() => onView(one)}
          >
            {CALENDAR_VIEW_LABELS[one]}
          </Button>
        ))}
      </HStack>
    </HStack>
  );
}
