import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Target stocks';

export const Route = createFileRoute('/advisor/targetstocks')({
  staticData: { title },
  component: AdvisorTargetstocksScreen,
});

function AdvisorTargetstocksScreen() {
  return (
    <PlannedScreen
      title={title}
      description="The stocks you recommend, with target prices and rationale."
    />
  );
}
