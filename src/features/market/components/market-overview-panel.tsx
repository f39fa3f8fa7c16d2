import { Badge, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { hasStatus } from '@/api/errors';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useMarketOverview } from '../api/get-market-overview';
import { headlineIndices } from '../model/overview';
import { IndexCards } from './index-cards';
import { MoversList } from './movers-list';

interface MarketOverviewPanelProps {
  /** summary: the headline indices only (investor dashboard); full adds breadth and movers. */
  variant: 'summary' | 'full';
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** The archive's market overview with loading, empty, error and "as of" states. */
export function MarketOverviewPanel({ variant }: MarketOverviewPanelProps) {
  const query = useMarketOverview();
  if (query.isPending) {
    return <Skeleton height={variant === 'full' ? '72' : '24'} borderRadius="l3" />;
  }
  // The archive answers 404 until it holds any market data: that is an empty state, not an error.
  if ((query.isError && hasStatus(query.error, 404)) || query.data?.data.data.date === null) {
    return (
      <ScreenEmptyState
        title="No market data yet"
        description="The market archive has not been filled yet. Index levels and movers appear here after the next data update."
      />
    );
  }
  if (query.isError) {
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data: overview, meta } = query.data.data;
  const indices = headlineIndices(overview.indices, 4);
  return (
    <Stack gap={4} data-testid="market-overview">
      <HStack justify="space-between" flexWrap="wrap" gap={2}>
        <Text textStyle="sm" color="fg.muted">
          Trading day {overview.date ? dateFormat.format(new Date(overview.date)) : ''}
        </Text>
        {meta.label ? (
          <Badge colorPalette="gray" variant="subtle">
            {meta.label}
          </Badge>
        ) : null}
      </HStack>
      <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
      <IndexCards indices={indices} />
      {variant === 'full' ? (
        <>
          <Text textStyle="sm">
            Advances {overview.breadth.advances} · Declines {overview.breadth.declines} · Unchanged{' '}
            {overview.breadth.unchanged}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
            <MoversList title="Top gainers" movers={overview.gainers} />
            <MoversList title="Top losers" movers={overview.losers} />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
