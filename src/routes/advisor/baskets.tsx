import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Baskets';

export const Route = createFileRoute('/advisor/baskets')({
  staticData: { title },
  component: AdvisorBasketsScreen,
});

function AdvisorBasketsScreen() {
  return <PlannedScreen title={title} description="Baskets you curate for your investors." />;
}
