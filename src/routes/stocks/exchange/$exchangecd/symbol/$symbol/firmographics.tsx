import { createFileRoute } from '@tanstack/react-router';
import { FirmographicsView } from '@/features/stocks/components/firmographics-view';
import { useStock } from '@/features/stocks/components/stock-context';

const title = 'Company facts';

export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol/firmographics')({
  staticData: { title },
  component: StockFirmographicsScreen,
});

function StockFirmographicsScreen() {
  return <FirmographicsView instrument={useStock()} />;
}
