import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Baskets';

export const Route = createFileRoute('/investor/baskets/')({
  staticData: { title },
  component: InvestorBasketsScreen,
});

function InvestorBasketsScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Baskets you can invest in, and the ones you have built."
      action={{ label: 'Create a basket', to: '/investor/baskets/basketscreate' }}
    />
  );
}
