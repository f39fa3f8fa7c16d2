import { createFileRoute } from '@tanstack/react-router';
import { CalendarScreen } from '@/features/calendar/components/calendar-screen';
import { calendarSearchSchema } from '@/features/calendar/model/calendar-search';

const title = 'Calendar';

// The adviser's calendar (issue 18): ?view=month|week|agenda&day=YYYY-MM-DD.

export const Route = createFileRoute('/advisor/calendar')({
  staticData: { title },
  validateSearch: calendarSearchSchema,
  component: AdvisorCalendarScreen,
});

function AdvisorCalendarScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CalendarScreen
      viewer="advisor"
      title={title}
      search={search}
      onNavigate={(next, replace) => void navigate({ search: next, replace })}
    />
  );
}
