import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Start with a basket or a goal';

export const Route = createFileRoute('/_signedin/basketorgoal')({
  staticData: { title },
  component: BasketorgoalScreen,
});

function BasketorgoalScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Invest in a ready basket, or plan a goal first and let us suggest a basket."
    />
  );
}
