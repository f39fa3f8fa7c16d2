import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Calendar';

export const Route = createFileRoute('/advisor/calendar')({
  staticData: { title },
  component: AdvisorCalendarScreen,
});

function AdvisorCalendarScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Client reviews, results and corporate actions that affect your investors."
    />
  );
}
