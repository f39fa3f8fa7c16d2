import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Basket for your goal';

export const Route = createFileRoute('/_signedin/basketgoal')({
  staticData: { title },
  component: BasketgoalScreen,
});

function BasketgoalScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Choose a basket of stocks or funds to reach your goal."
    />
  );
}
