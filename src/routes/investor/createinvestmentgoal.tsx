import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { goalAssumptionsQueryOptions } from '@/features/goals/api/goal-assumptions-get';
import { goalsQueryOptions } from '@/features/goals/api/goals-get';
import type { GoalSaved } from '@/features/goals/components/goal-form';
import { GoalFormScreen } from '@/features/goals/components/goal-form-screen';
import { showAlert } from '@/ui/alert/alert-store';
import { PageFrame } from '@/ui/page-frame';

const title = 'Create a goal';

// ?goalId= edits that goal; without it, a new one.
const searchSchema = z.object({ goalId: z.optional(z.uuid()) });

export const Route = createFileRoute('/investor/createinvestmentgoal')({
  staticData: { title },
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(goalAssumptionsQueryOptions());
    void queryClient.prefetchQuery(goalsQueryOptions());
  },
  component: InvestorCreateinvestmentgoalScreen,
});

function InvestorCreateinvestmentgoalScreen() {
  const { goalId } = Route.useSearch();
  const navigate = useNavigate();
  const saved = ({ state }: GoalSaved) => {
    if (state === 'queued') {
      showAlert('Saved on this device: the goal is sent when you are back online.', 'info');
    }
    void navigate({ to: '/investor/goals' });
  };
  return (
    <PageFrame
      title={goalId ? 'Edit your goal' : title}
      description="What it is for, what it costs and when: we work out the monthly SIP that gets you there."
    >
      <GoalFormScreen goalId={goalId} onSaved={saved} />
    </PageFrame>
  );
}
