import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsScreen } from '@/features/account/components/account-settings-screen';
import { MfaSettings } from '@/features/auth/components/mfa-settings';
import { PageFrame } from '@/ui/page-frame';

const title = 'Account settings';

export const Route = createFileRoute('/investor/account-settings')({
  staticData: { title },
  component: InvestorAccountSettingsScreen,
});

function InvestorAccountSettingsScreen() {
  const { session } = Route.useRouteContext();
  return (
    <PageFrame title={title} description="Your profile, security, notifications and data.">
      <AccountSettingsScreen session={session} security={<MfaSettings />} />
    </PageFrame>
  );
}
