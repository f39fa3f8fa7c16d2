import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Add cash to a goal';

export const Route = createFileRoute('/investor/updategoal')({
  staticData: { title },
  component: InvestorUpdategoalScreen,
});

function InvestorUpdategoalScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Add money to one of your goals and see how it changes your plan."
    />
  );
}
