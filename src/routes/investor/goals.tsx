import { createFileRoute } from '@tanstack/react-router';
import { goalsQueryOptions } from '@/features/goals/api/goals-get';
import { GoalsScreen } from '@/features/goals/components/goals-screen';

const title = 'Goals';

export const Route = createFileRoute('/investor/goals')({
  staticData: { title },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(goalsQueryOptions());
  },
  component: () => <GoalsScreen title={title} />,
});
