import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { CommunityCard } from '@/features/stocks/components/community-card';
import { MarketSentimentCard } from '@/features/stocks/components/market-sentiment-card';
import { useStock } from '@/features/stocks/components/stock-context';

const title = 'Social sentiment';

export const Route = createFileRoute(
  '/stocks/exchange/$exchangecd/symbol/$symbol/social-sentiment',
)({
  staticData: { title },
  component: StockSocialSentimentScreen,
});

function StockSocialSentimentScreen() {
  const stock = useStock();
  return (
    <Stack gap={5}>
      <MarketSentimentCard instrument={stock} />
      <CommunityCard instrument={stock} />
    </Stack>
  );
}
