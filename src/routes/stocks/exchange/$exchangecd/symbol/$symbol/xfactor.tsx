import { createFileRoute } from '@tanstack/react-router';
import { useStock } from '@/features/stocks/components/stock-context';
import { XFactorView } from '@/features/stocks/components/xfactor-view';

const title = 'X-factor';

export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol/xfactor')({
  staticData: { title },
  component: StockXFactorScreen,
});

function StockXFactorScreen() {
  return <XFactorView instrument={useStock()} />;
}
