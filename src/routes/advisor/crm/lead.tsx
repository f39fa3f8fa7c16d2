import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Leads';

export const Route = createFileRoute('/advisor/crm/lead')({
  staticData: { title },
  component: AdvisorCrmLeadScreen,
});

function AdvisorCrmLeadScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Prospective investors and where each one is in your pipeline."
    />
  );
}
