import { Badge, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { usePortfolioSummary } from '../api/portfolio-summary';
import type { PortfolioSummary } from '../model/contract';
import { formatIsoDate } from '../model/report-format';
import { isNoPaperAccount, NoPaperAccount } from './dashboard-account-state';
import { DashboardAllocation } from './dashboard-allocation';
import { DashboardMovers } from './dashboard-movers';
import { DashboardNetWorth } from './dashboard-net-worth';
import { DashboardPerformance } from './dashboard-performance';
import { DashboardRecentOrders } from './dashboard-recent-orders';

// One column on phones, two from tablets (md); net worth and the chart span both.
const wide = { md: 'span 2' } as const;

function DashboardSkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 1, lg: 2 }}
      gap={{ base: 4, md: 5 }}
      data-testid="dashboard-loading"
    >
      <Skeleton h="48" borderRadius="l3" gridColumn={wide} />
      <Skeleton h="80" borderRadius="l3" gridColumn={wide} />
      <Skeleton h="56" borderRadius="l3" />
      <Skeleton h="56" borderRadius="l3" />
    </SimpleGrid>
  );
}

function PricesAsOf({ asOf }: { asOf: PortfolioSummary['asOf'] }) {
  if (!asOf.date && !asOf.demo) return null;
  return (
    <HStack gap={2} flexWrap="wrap">
      {asOf.date ? (
        <Text textStyle="sm" color="fg.muted">
          Prices as of the close of {formatIsoDate(asOf.date)}
        </Text>
      ) : null}
      {asOf.demo ? (
        <Badge colorPalette="gray" variant="subtle">
          {asOf.label ?? 'Demo data'}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** Issue 13: the way into goals and baskets (a route path only: features do not import each other). */
function StartGoalOrBasket() {
  return (
    <HStack
      justify="space-between"
      gap={3}
      flexWrap="wrap"
      borderWidth="1px"
      borderRadius="l3"
      px={4}
      py={3}
      data-testid="start-goal-or-basket"
    >
      <Text textStyle="sm">Plan a goal, or invest in a basket of stocks in one go or by SIP.</Text>
      <Button asChild size="sm" variant="outline" colorPalette="purple">
        <Link to="/basketorgoal">Start a goal or a basket</Link>
      </Button>
    </HStack>
  );
}

/** The investor's portfolio at a glance (issue 11): loading, no account, error, the numbers. */
export function DashboardScreen() {
  const query = usePortfolioSummary();
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError) {
    if (isNoPaperAccount(query.error)) return <NoPaperAccount />;
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data: summary, cache, cachedAt } = query.data;
  return (
    <Stack gap={3} data-testid="portfolio-dashboard">
      <PricesAsOf asOf={summary.asOf} />
      <AsOf cache={cache} cachedAt={cachedAt} />
      <StartGoalOrBasket />
      {/* minW 0: a wide table scrolls inside its card instead of widening the column. */}
      <SimpleGrid
        columns={{ base: 1, lg: 2 }}
        gap={{ base: 4, md: 5 }}
        css={{ '& > *': { minW: 0 } }}
      >
        <Box gridColumn={wide}>
          <DashboardNetWorth summary={summary} />
        </Box>
        <Box gridColumn={wide}>
          <DashboardPerformance />
        </Box>
        <DashboardAllocation
          title="By sector"
          nameHeading="Sector"
          slices={summary.allocation.bySector}
        />
        <DashboardAllocation
          title="By company size"
          nameHeading="Size"
          slices={summary.allocation.bySize}
        />
        <DashboardMovers movers={summary.movers} />
        <DashboardRecentOrders orders={summary.recentOrders} openOrders={summary.openOrders} />
      </SimpleGrid>
    </Stack>
  );
}
