import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Create a basket';

export const Route = createFileRoute('/investor/baskets/basketscreate')({
  staticData: { title },
  component: InvestorBasketsBasketscreateScreen,
});

function InvestorBasketsBasketscreateScreen() {
  return (
    <PlannedScreen title={title} description="Pick stocks and weights to build your own basket." />
  );
}
