import { Stack } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { useAdvisorSettings } from '../api/settings-get';
import { MaintenanceCard } from './maintenance-card';
import { PracticeSettingsForm } from './practice-settings-form';

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
          {data.isAdmin ? <MaintenanceCard /> : null}
        </Stack>
      )}
    </QueryState>
  );
}
