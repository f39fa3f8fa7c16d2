import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'X-factor';

export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol/xfactor')({
  staticData: { title },
  component: StockXfactorScreen,
});

function StockXfactorScreen() {
  return (
    <PlannedScreen
      title={title}
      description="How this stock's factor scores compare with its sector and the market."
    />
  );
}
