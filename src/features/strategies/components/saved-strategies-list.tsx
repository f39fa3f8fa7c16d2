import { Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Role } from '@/auth/permissions';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { useDeleteStrategy } from '../api/strategy-delete';
import { useSavedStrategiesView } from '../hooks/use-saved-strategies-view';
import { BASE_LABELS, paramsLine } from '../model/describe-params';
import { StrategyCard } from './strategy-card';

// The user's saved strategies (GET /api/strategies) with what waits in the outbox laid over
// them: a strategy saved offline shows at once, marked as not sent yet; a deletion hides it.

export function SavedStrategiesList({ role }: { role: Role }) {
  const { query, strategies, unsent } = useSavedStrategiesView();
  const remove = useDeleteStrategy();
  const [announcement, setAnnouncement] = useState('');
  if (query.isPending) return <Skeleton h="32" borderRadius="l3" />;
  if (!strategies || (query.isError && strategies.length === 0)) {
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <Stack gap={3}>
      {query.data ? <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} /> : null}
      {unsent > 0 ? (
        <Text textStyle="sm" color="fg.muted" role="status">
          {unsent === 1 ? '1 change' : `${unsent} changes`} saved on this device, sent when you are
          back online.
        </Text>
      ) : null}
      {strategies.length === 0 ? (
        <Text color="fg.muted">
          None yet. Open a strategy, change its rules if you like, and save it: it shows here.
        </Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap={4} listStyleType="none">
          {strategies.map((strategy) => (
            <StrategyCard
              key={strategy.id}
              role={role}
              routeId={strategy.id}
              name={strategy.name}
              summary={`Based on ${BASE_LABELS[strategy.params.base].toLowerCase()}: ${paramsLine(strategy.params)}`}
              badge={strategy.waiting ? 'Not sent yet' : undefined}
              actions={
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete ${strategy.name}`}
                  onClick={() => {
                    remove.mutate({ id: strategy.id, name: strategy.name });
                    setAnnouncement(`${strategy.name} deleted`);
                  }}
                >
                  Delete
                </Button>
              }
            />
          ))}
        </SimpleGrid>
      )}
      <Text srOnly aria-live="polite">
        {announcement}
      </Text>
    </Stack>
  );
}
