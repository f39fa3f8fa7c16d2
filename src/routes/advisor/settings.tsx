import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Settings';

export const Route = createFileRoute('/advisor/settings')({
  staticData: { title },
  component: AdvisorSettingsScreen,
});

function AdvisorSettingsScreen() {
  return (
    <PlannedScreen title={title} description="Your practice's profile, fees and preferences." />
  );
}
