import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Contacts';

export const Route = createFileRoute('/advisor/crm/contact')({
  staticData: { title },
  component: AdvisorCrmContactScreen,
});

function AdvisorCrmContactScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Everyone you work with: investors, prospects and partners."
    />
  );
}
