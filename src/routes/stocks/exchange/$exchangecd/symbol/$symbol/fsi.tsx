import { createFileRoute } from '@tanstack/react-router';
import { FsiView } from '@/features/stocks/components/fsi-view';
import { useStock } from '@/features/stocks/components/stock-context';

const title = 'Financial strength';

export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol/fsi')({
  staticData: { title },
  component: StockFsiScreen,
});

function StockFsiScreen() {
  return <FsiView instrument={useStock()} />;
}
