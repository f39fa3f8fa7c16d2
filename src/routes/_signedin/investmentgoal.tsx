import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { goalAssumptionsQueryOptions } from '@/features/goals/api/goal-assumptions-get';
import type { GoalSaved } from '@/features/goals/components/goal-form';
import { GoalFormScreen } from '@/features/goals/components/goal-form-screen';
import { showAlert } from '@/ui/alert/alert-store';
import { PageFrame } from '@/ui/page-frame';
import { InvestorsOnly } from './-components/investors-only';

const title = 'Investment goal';

export const Route = createFileRoute('/_signedin/investmentgoal')({
  staticData: { title },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(goalAssumptionsQueryOptions());
  },
  component: InvestmentgoalScreen,
});

// Onboarding: the first goal, then the basket that invests for it.
function InvestmentgoalScreen() {
  const navigate = useNavigate();
  const saved = ({ goalId, state }: GoalSaved) => {
    if (state === 'queued') {
      showAlert('Saved on this device: the goal is sent when you are back online.', 'info');
    }
    void navigate({ to: '/basketgoal', search: { goalId } });
  };
  return (
    <InvestorsOnly title={title}>
      <PageFrame
        title={title}
        description="Plan a goal such as a home, education or retirement: what it costs today and when you need it. We work out the monthly SIP that gets you there."
      >
        <GoalFormScreen onSaved={saved} />
      </PageFrame>
    </InvestorsOnly>
  );
}
