import { createFileRoute } from '@tanstack/react-router';
// The loader's imports stay in the first-load bundle: the query options' own file, not the
// feature's index (which would pull the screens in with it).
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
