import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Account on hold';

export const Route = createFileRoute('/_signedin/accountfrozen')({
  staticData: { title },
  component: AccountfrozenScreen,
});

function AccountfrozenScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Your account is on hold, so trading and changes are paused. Your holdings and data are safe. Please contact your adviser or our support team to restore access."
      action={{ label: 'Read our terms', to: '/terms-and-conditions' }}
    />
  );
}
