import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Factor';

export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol/factor')({
  staticData: { title },
  component: StockFactorScreen,
});

function StockFactorScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Factor scores for this stock: value, quality, momentum, size and volatility."
    />
  );
}
