import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { basketChoicesQueryOptions } from '@/features/goals/api/baskets-get';
import { goalsQueryOptions } from '@/features/goals/api/goals-get';
import { BasketLinkScreen } from '@/features/goals/components/basket-link-screen';
import type { GoalSaved } from '@/features/goals/components/goal-form';
import { showAlert } from '@/ui/alert/alert-store';
import { PageFrame } from '@/ui/page-frame';
import { InvestorsOnly } from './-components/investors-only';

const title = 'Basket for your goal';

const searchSchema = z.object({
  goalId: z.optional(z.uuid()),
  basketId: z.optional(z.uuid()),
});

export const Route = createFileRoute('/_signedin/basketgoal')({
  staticData: { title },
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(goalsQueryOptions());
    void queryClient.prefetchQuery(basketChoicesQueryOptions());
  },
  component: BasketgoalScreen,
});

function BasketgoalScreen() {
  const { goalId, basketId } = Route.useSearch();
  const navigate = useNavigate();
  const linked = ({ state }: GoalSaved) => {
    showAlert(
      state === 'sent'
        ? 'Linked: the basket now invests for your goal.'
        : 'Saved on this device: the link is sent when you are back online.',
      state === 'sent' ? 'success' : 'info',
    );
    void navigate({ to: '/investor/goals' });
  };
  return (
    <InvestorsOnly title={title}>
      <PageFrame
        title={title}
        description="The basket of stocks that invests for your goal: one of yours, one you build, or a ready-made one."
      >
        <BasketLinkScreen goalId={goalId} basketId={basketId} onLinked={linked} />
      </PageFrame>
    </InvestorsOnly>
  );
}
