import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Investor overview';

export const Route = createFileRoute('/advisor/useroverview')({
  staticData: { title },
  component: AdvisorUseroverviewScreen,
});

function AdvisorUseroverviewScreen() {
  return (
    <PlannedScreen
      title={title}
      description="A summary of all your investors: assets, goals and activity."
    />
  );
}
