import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Trade history';

export const Route = createFileRoute('/investor/tradehistory')({
  staticData: { title },
  component: InvestorTradehistoryScreen,
});

function InvestorTradehistoryScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Every order placed through your linked broker, with status and price."
    />
  );
}
