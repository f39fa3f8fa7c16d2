import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Multi-family office';

export const Route = createFileRoute('/advisor/MFO')({
  staticData: { title },
  component: AdvisorMFOScreen,
});

function AdvisorMFOScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Consolidated view of family groups and their combined wealth."
    />
  );
}
