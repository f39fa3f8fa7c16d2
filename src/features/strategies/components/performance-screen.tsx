import { Button, Skeleton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Role } from '@/auth/permissions';
import { DataError } from '@/ui/data-error';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useStrategySource } from '../hooks/use-strategy-source';
import { StrategyPerformance } from './strategy-performance';
import { libraryRoute } from './strategy-link';

// strategies/{SelectedStrategies} for both roles (issue 14, Deliver 5): finds the strategy the
// address names (library, saved strategy, or saved scan), then shows its past performance.

interface PerformanceScreenProps {
  title: string;
  role: Role;
  routeId: string;
}

export function PerformanceScreen({ title, role, routeId }: PerformanceScreenProps) {
  const { lookup, retry } = useStrategySource(routeId);
  const back = (
    <Button asChild variant="ghost" colorPalette="purple" size="sm">
      <Link to={libraryRoute(role)}>All strategies</Link>
    </Button>
  );
  if (lookup.status === 'ok') {
    return (
      <PageFrame title={lookup.source.name} description={lookup.source.summary} actions={back}>
        <StrategyPerformance key={routeId} source={lookup.source} role={role} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} actions={back}>
      {lookup.status === 'pending' ? (
        <Skeleton h="72" borderRadius="l3" />
      ) : lookup.status === 'error' ? (
        <DataError error={lookup.error} onRetry={retry} />
      ) : (
        <ScreenEmptyState
          title="We could not find this strategy"
          description="It may have been deleted, or the link is not quite right. Pick one from the list of strategies."
        >
          <Button asChild colorPalette="purple">
            <Link to={libraryRoute(role)}>All strategies</Link>
          </Button>
        </ScreenEmptyState>
      )}
    </PageFrame>
  );
}
