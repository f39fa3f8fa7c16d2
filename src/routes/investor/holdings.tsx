import { createFileRoute } from '@tanstack/react-router';
import { fundsQueryOptions } from '@/features/portfolio/api/funds-get';
import { holdingsQueryOptions } from '@/features/portfolio/api/holdings-get';
import { HoldingsScreen } from '@/features/portfolio/components/holdings-screen';

const title = 'Holdings';

export const Route = createFileRoute('/investor/holdings')({
  staticData: { title },
  // Starts the fetches early (also on hover via preload); the screen shows its own loading state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(holdingsQueryOptions());
    void queryClient.prefetchQuery(fundsQueryOptions());
  },
  component: () => <HoldingsScreen title={title} />,
});
