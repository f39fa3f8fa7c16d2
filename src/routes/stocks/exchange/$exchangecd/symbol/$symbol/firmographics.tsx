import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Company facts';

export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol/firmographics')({
  staticData: { title },
  component: StockFirmographicsScreen,
});

function StockFirmographicsScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Where the company is, its size, promoters, index memberships and business."
    />
  );
}
