import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Goals';

export const Route = createFileRoute('/investor/goals')({
  staticData: { title },
  component: InvestorGoalsScreen,
});

function InvestorGoalsScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Track progress towards each of your investment goals."
      action={{ label: 'Create a goal', to: '/investor/createinvestmentgoal' }}
    />
  );
}
