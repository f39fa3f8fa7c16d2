import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { MfaSettings } from '@/features/auth/components/mfa-settings';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

const title = 'Account settings';

export const Route = createFileRoute('/investor/account-settings')({
  staticData: { title },
  component: InvestorAccountSettingsScreen,
});

function InvestorAccountSettingsScreen() {
  return (
    <PageFrame title={title} description="Your security, profile and preferences.">
      <Stack gap={6} maxW="2xl">
        <MfaSettings />
        <ScreenEmptyState
          title="Profile and preferences"
          description="Your profile, nominee details and notification preferences will be here."
        />
      </Stack>
    </PageFrame>
  );
}
