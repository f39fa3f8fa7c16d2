import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Market overview';

export const Route = createFileRoute('/advisor/marketoverview')({
  staticData: { title },
  component: AdvisorMarketoverviewScreen,
});

function AdvisorMarketoverviewScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Index levels, advances and declines, top movers and sector performance for the day."
    />
  );
}
