import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Create a target portfolio';

export const Route = createFileRoute('/advisor/targetportfoliogoalcreate')({
  staticData: { title },
  component: AdvisorTargetportfoliogoalcreateScreen,
});

function AdvisorTargetportfoliogoalcreateScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Build a model portfolio for a goal, to suggest to your investors."
    />
  );
}
