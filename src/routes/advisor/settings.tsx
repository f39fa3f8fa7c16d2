import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { MfaSettings } from '@/features/auth/components/mfa-settings';
import { AssumptionsCard } from '@/features/goals/components/assumptions-card';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

const title = 'Settings';

export const Route = createFileRoute('/advisor/settings')({
  staticData: { title },
  component: AdvisorSettingsScreen,
});

function AdvisorSettingsScreen() {
  const { session } = Route.useRouteContext();
  return (
    <PageFrame title={title} description="Your security, practice profile and preferences.">
      <Stack gap={6} maxW="2xl">
        <MfaSettings />
        <SessionsCard session={session} lastRevokedAt={null} />
        <AssumptionsCard />
        <ScreenEmptyState
          title="Practice profile and fees"
          description="Your practice's profile, fees and preferences will be here."
        />
      </Stack>
    </PageFrame>
  );
}
