import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Calendar';

export const Route = createFileRoute('/investor/calendar')({
  staticData: { title },
  component: InvestorCalendarScreen,
});

function InvestorCalendarScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Upcoming SIP dates, goal reviews, results and corporate actions for your holdings."
    />
  );
}
