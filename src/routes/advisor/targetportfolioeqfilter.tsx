import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Target portfolio stock filter';

export const Route = createFileRoute('/advisor/targetportfolioeqfilter')({
  staticData: { title },
  component: AdvisorTargetportfolioeqfilterScreen,
});

function AdvisorTargetportfolioeqfilterScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Filter stocks by sector, size and factors for a target portfolio."
    />
  );
}
