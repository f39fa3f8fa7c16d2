import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Social sentiment';

export const Route = createFileRoute(
  '/stocks/exchange/$exchangecd/symbol/$symbol/social-sentiment',
)({
  staticData: { title },
  component: StockSocialSentimentScreen,
});

function StockSocialSentimentScreen() {
  return <PlannedScreen title={title} description="What investors are saying about this stock." />;
}
