import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Financial strength';

export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol/fsi')({
  staticData: { title },
  component: StockFsiScreen,
});

function StockFsiScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Revenue, profit, debt and cash over recent quarters."
    />
  );
}
