import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Account settings';

export const Route = createFileRoute('/investor/account-settings')({
  staticData: { title },
  component: InvestorAccountSettingsScreen,
});

function InvestorAccountSettingsScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Your profile, security (two-step verification) and preferences."
    />
  );
}
