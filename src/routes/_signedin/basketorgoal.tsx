import { createFileRoute } from '@tanstack/react-router';
import { BasketOrGoalScreen } from '@/features/baskets/components/basket-or-goal-screen';

const title = 'Start with a goal or a basket';

export const Route = createFileRoute('/_signedin/basketorgoal')({
  staticData: { title },
  component: () => <BasketOrGoalScreen title={title} />,
});
