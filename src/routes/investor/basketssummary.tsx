import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Baskets summary';

export const Route = createFileRoute('/investor/basketssummary')({
  staticData: { title },
  component: InvestorBasketssummaryScreen,
});

function InvestorBasketssummaryScreen() {
  return (
    <PlannedScreen
      title={title}
      description="The value and performance of the baskets you have invested in."
    />
  );
}
