import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Tanh';

export const Route = createFileRoute('/advisor/tanh')({
  staticData: { title },
  component: AdvisorTanhScreen,
});

function AdvisorTanhScreen() {
  return <PlannedScreen title={title} description="Factor model signals across the universe." />;
}
