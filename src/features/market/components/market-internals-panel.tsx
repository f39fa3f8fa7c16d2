import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { hasStatus } from '@/api/errors';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { useMarketInternals } from '../api/get-market-internals';
import { useMarketOverview } from '../api/get-market-overview';
import { BreadthHistoryChart } from './breadth-history-chart';
import { HighsLowsCard } from './highs-lows-card';
import { MostActiveList } from './most-active-list';
import { SectorHeatmap } from './sector-heatmap';
import { StressGaugeCard } from './stress-gauge-card';

/**
 * The adviser's market overview beyond today's cards (issue 15, Deliver 1): the sector heatmap
 * and 52-week highs and lows from the archive's overview, the stress gauge, advances/declines
 * history and the most active stocks from its internals.
 */
export function MarketInternalsPanel() {
  const overview = useMarketOverview();
  const internals = useMarketInternals();
  // No market data yet: the overview panel above already says so.
  if (overview.isError && hasStatus(overview.error, 404)) return null;
  return (
    <Stack gap={{ base: 5, md: 6 }}>
      {overview.data?.data.data.sectors ? (
        <SectorHeatmap sectors={overview.data.data.data.sectors} />
      ) : null}
      {internals.isPending ? (
        <Skeleton h="72" borderRadius="l3" />
      ) : internals.isError ? (
        <DataError
          error={internals.error}
          onRetry={() => void internals.refetch()}
          retrying={internals.isFetching}
        />
      ) : (
        <>
          <AsOf cache={internals.data.cache} cachedAt={internals.data.cachedAt} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 5, md: 6 }}>
            <StressGaugeCard stress={internals.data.data.data.stress} />
            <Stack gap={{ base: 5, md: 6 }}>
              <BreadthHistoryChart days={internals.data.data.data.breadthHistory} />
              <MostActiveList stocks={internals.data.data.data.mostActive} />
            </Stack>
          </SimpleGrid>
        </>
      )}
      {overview.data?.data.data.highs52w && overview.data.data.data.lows52w ? (
        <HighsLowsCard
          highs={overview.data.data.data.highs52w}
          lows={overview.data.data.data.lows52w}
        />
      ) : null}
    </Stack>
  );
}
