import { Heading, Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { dailyDataCheckQueryOptions } from '@/features/market/api/get-daily-data-check';
import { marketOverviewQueryOptions } from '@/features/market/api/get-market-overview';
import { DataFreshnessCard } from '@/features/market/components/data-freshness-card';
import { MarketOverviewPanel } from '@/features/market/components/market-overview-panel';
import { performanceQueryOptions } from '@/features/portfolio/api/performance-get';
import { portfolioSummaryQueryOptions } from '@/features/portfolio/api/portfolio-summary';
import { DashboardScreen } from '@/features/portfolio/components/dashboard-screen';
import { PageFrame } from '@/ui/page-frame';

const title = 'Dashboard';

export const Route = createFileRoute('/investor/dashboard')({
  staticData: { title },
  // Starts the fetches early (also on hover via preload); the screen shows its own loading state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(portfolioSummaryQueryOptions());
    void queryClient.prefetchQuery(performanceQueryOptions('1Y'));
    void queryClient.prefetchQuery(dailyDataCheckQueryOptions());
    void queryClient.prefetchQuery(marketOverviewQueryOptions());
  },
  component: InvestorDashboardScreen,
});

function InvestorDashboardScreen() {
  return (
    <PageFrame title={title}>
      <Stack gap={{ base: 6, md: 8 }}>
        <DashboardScreen />
        <Stack as="section" aria-labelledby="markets-heading" gap={{ base: 4, md: 5 }}>
          <Heading as="h2" id="markets-heading" size="lg">
            Markets
          </Heading>
          <MarketOverviewPanel variant="summary" />
          <DataFreshnessCard />
        </Stack>
      </Stack>
    </PageFrame>
  );
}
