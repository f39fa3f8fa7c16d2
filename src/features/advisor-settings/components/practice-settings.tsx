import { Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { useAdvisorSettings } from '../api/settings-get';
import { PracticeSettingsForm } from './practice-settings-form';

// Only an admin adviser sees it: its code loads for them alone (issue 19, first-load budgets).
const MaintenanceCard = lazy(() =>
  import('./maintenance-card').then((m) => ({ default: m.MaintenanceCard })),
);

/** The practice's profile, defaults and notification choices; for an admin, maintenance mode. */
export function PracticeSettings() {
  const query = useAdvisorSettings();
  return (
    <QueryState query={query} loadingHeight="40rem">
      {({ data, cache, cachedAt }) => (
        <Stack gap={6}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          {/* Keyed by the saved time: a save or refetch starts the form from what is stored. */}
          <PracticeSettingsForm key={data.updatedAt ?? 'defaults'} settings={data} />
          {data.isAdmin ? (
            <Suspense fallback={null}>
              <MaintenanceCard />
            </Suspense>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
