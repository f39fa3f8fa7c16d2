import { Button, Stack } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { dailyDataCheckQueryOptions } from '@/features/market/api/get-daily-data-check';
import { marketOverviewQueryOptions } from '@/features/market/api/get-market-overview';
import { DataFreshnessCard } from '@/features/market/components/data-freshness-card';
import { MarketOverviewPanel } from '@/features/market/components/market-overview-panel';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

const title = 'Dashboard';

export const Route = createFileRoute('/investor/dashboard')({
  staticData: { title },
  // Starts the fetches early (also on hover via preload); the screen shows its own loading state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(dailyDataCheckQueryOptions());
    void queryClient.prefetchQuery(marketOverviewQueryOptions());
  },
  component: InvestorDashboardScreen,
});

function InvestorDashboardScreen() {
  return (
    <PageFrame title={title}>
      <Stack gap={{ base: 5, md: 6 }}>
        <MarketOverviewPanel variant="summary" />
        <DataFreshnessCard />
        <ScreenEmptyState
          title="Nothing here yet"
          description="Your net worth, goals and holdings at a glance. Link a broker to see your portfolio here."
        >
          <Button asChild colorPalette="purple" variant="solid">
            <Link to="/linkbroker" search={{ newuser: false }}>
              Link a broker
            </Link>
          </Button>
        </ScreenEmptyState>
      </Stack>
    </PageFrame>
  );
}
