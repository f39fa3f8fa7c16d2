import { Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Role } from '@/auth/permissions';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { useSavedScans } from '../api/saved-scans-get';
import { scanRouteId } from '../model/strategy-source';
import { StrategyCard } from './strategy-card';
import { scansRoute } from './strategy-link';

// The user's saved scans (GET /api/scans), each usable as a strategy's entry rule: the
// strategy buys what the scan finds on each rebalance day (issue 14, Deliver 3).

export function ScanStrategiesList({ role }: { role: Role }) {
  const scans = useSavedScans();
  if (scans.isPending) return <Skeleton h="32" borderRadius="l3" />;
  if (scans.isError) {
    return (
      <DataError
        error={scans.error}
        onRetry={() => void scans.refetch()}
        retrying={scans.isFetching}
      />
    );
  }
  const list = scans.data.data.scans;
  return (
    <Stack gap={3}>
      <AsOf cache={scans.data.cache} cachedAt={scans.data.cachedAt} />
      {list.length === 0 ? (
        <Text color="fg.muted">
          Save a scan on the{' '}
          <ChakraLink asChild colorPalette="purple" fontWeight="medium">
            <Link to={scansRoute(role)}>Scans screen</Link>
          </ChakraLink>{' '}
          to test it here as a strategy: it buys the stocks the scan finds.
        </Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap={4} listStyleType="none">
          {list.map((scan) => (
            <StrategyCard
              key={scan.id}
              role={role}
              routeId={scanRouteId(scan.id)}
              name={scan.name}
              summary="Buys the stocks this scan finds, highest composite score first."
              lines={[scan.expression]}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
