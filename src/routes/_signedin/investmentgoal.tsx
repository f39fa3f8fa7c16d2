import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Investment goal';

export const Route = createFileRoute('/_signedin/investmentgoal')({
  staticData: { title },
  component: InvestmentgoalScreen,
});

function InvestmentgoalScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Plan a goal such as a home, education or retirement, with a target amount and date."
    />
  );
}
