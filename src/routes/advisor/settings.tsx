import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { PracticeSettings } from '@/features/advisor-settings/components/practice-settings';
import { MfaSettings } from '@/features/auth/components/mfa-settings';
import { AssumptionsCard } from '@/features/goals/components/assumptions-card';
import { PageFrame } from '@/ui/page-frame';

const title = 'Settings';

export const Route = createFileRoute('/advisor/settings')({
  staticData: { title },
  component: AdvisorSettingsScreen,
});

function AdvisorSettingsScreen() {
  const { session } = Route.useRouteContext();
  return (
    <PageFrame title={title} description="Your security, practice profile and preferences.">
      <Stack gap={6} maxW="4xl">
        <PracticeSettings />
        <MfaSettings />
        <SessionsCard session={session} lastRevokedAt={null} />
        <AssumptionsCard />
      </Stack>
    </PageFrame>
  );
}
