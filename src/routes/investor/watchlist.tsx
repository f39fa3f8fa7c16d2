import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Watchlist';

export const Route = createFileRoute('/investor/watchlist')({
  staticData: { title },
  component: InvestorWatchlistScreen,
});

function InvestorWatchlistScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Stocks you follow, with prices. Add a stock from its page to watch it here."
    />
  );
}
