import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Create a goal';

export const Route = createFileRoute('/investor/createinvestmentgoal')({
  staticData: { title },
  component: InvestorCreateinvestmentgoalScreen,
});

function InvestorCreateinvestmentgoalScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Name your goal, its target amount and date; we will work out a monthly amount."
    />
  );
}
