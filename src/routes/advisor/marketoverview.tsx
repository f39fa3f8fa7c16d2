import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { dailyDataCheckQueryOptions } from '@/features/market/api/get-daily-data-check';
import { exposureMoversQueryOptions } from '@/features/market/api/get-exposure-movers';
import { marketInternalsQueryOptions } from '@/features/market/api/get-market-internals';
import { marketOverviewQueryOptions } from '@/features/market/api/get-market-overview';
import { DataFreshnessCard } from '@/features/market/components/data-freshness-card';
import { ExposureMoversCard } from '@/features/market/components/exposure-movers-card';
import { MarketInternalsPanel } from '@/features/market/components/market-internals-panel';
import { MarketOverviewPanel } from '@/features/market/components/market-overview-panel';
import { PageFrame } from '@/ui/page-frame';

const title = 'Market overview';

export const Route = createFileRoute('/advisor/marketoverview')({
  staticData: { title },
  // Starts the fetches early (also on hover via preload); the screen shows its own loading state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(dailyDataCheckQueryOptions());
    void queryClient.prefetchQuery(marketOverviewQueryOptions());
    void queryClient.prefetchQuery(marketInternalsQueryOptions());
    void queryClient.prefetchQuery(exposureMoversQueryOptions());
  },
  component: AdvisorMarketoverviewScreen,
});

function AdvisorMarketoverviewScreen() {
  return (
    <PageFrame title={title}>
      <Stack gap={{ base: 5, md: 6 }}>
        <MarketOverviewPanel variant="full" />
        <ExposureMoversCard />
        <MarketInternalsPanel />
        <DataFreshnessCard />
      </Stack>
    </PageFrame>
  );
}
