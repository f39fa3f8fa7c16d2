import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { goalsQueryOptions } from '@/features/goals/api/goals-get';
import { AddCashScreen } from '@/features/goals/components/add-cash-screen';
import { PageFrame } from '@/ui/page-frame';

const title = 'Add cash to a goal';

const searchSchema = z.object({ goalId: z.optional(z.uuid()) });

export const Route = createFileRoute('/investor/updategoal')({
  staticData: { title },
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(goalsQueryOptions());
  },
  component: InvestorUpdategoalScreen,
});

function InvestorUpdategoalScreen() {
  const { goalId } = Route.useSearch();
  return (
    <PageFrame
      title={title}
      description="Buy more of the goal’s basket, or record money you invested for it elsewhere."
    >
      <AddCashScreen goalId={goalId} />
    </PageFrame>
  );
}
