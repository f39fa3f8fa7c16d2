import { createFileRoute } from '@tanstack/react-router';
import { FactorView } from '@/features/stocks/components/factor-view';
import { useStock } from '@/features/stocks/components/stock-context';

const title = 'Factor';

export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol/factor')({
  staticData: { title },
  component: StockFactorScreen,
});

function StockFactorScreen() {
  return <FactorView instrument={useStock()} />;
}
