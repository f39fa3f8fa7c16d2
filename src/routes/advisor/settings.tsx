import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { MfaSettings } from '@/features/auth/components/mfa-settings';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

const title = 'Settings';

export const Route = createFileRoute('/advisor/settings')({
  staticData: { title },
  component: AdvisorSettingsScreen,
});

function AdvisorSettingsScreen() {
  return (
    <PageFrame title={title} description="Your security, practice profile and preferences.">
      <Stack gap={6} maxW="2xl">
        <MfaSettings />
        <ScreenEmptyState
          title="Practice profile and fees"
          description="Your practice's profile, fees and preferences will be here."
        />
      </Stack>
    </PageFrame>
  );
}
