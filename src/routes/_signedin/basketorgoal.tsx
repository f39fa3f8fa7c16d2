import { createFileRoute } from '@tanstack/react-router';
import { BasketOrGoalScreen } from '@/features/baskets/components/basket-or-goal-screen';
import { InvestorsOnly } from './-components/investors-only';

const title = 'Start with a goal or a basket';

export const Route = createFileRoute('/_signedin/basketorgoal')({
  staticData: { title },
  component: () => (
    <InvestorsOnly title={title}>
      <BasketOrGoalScreen title={title} />
    </InvestorsOnly>
  ),
});
