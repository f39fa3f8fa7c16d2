import { createFileRoute } from '@tanstack/react-router';
import { savedScansQueryOptions } from '@/features/strategies/api/saved-scans-get';
import { strategiesQueryOptions } from '@/features/strategies/api/strategies-get';
import { StrategiesScreen } from '@/features/strategies/components/strategies-screen';

const title = 'Strategies';

export const Route = createFileRoute('/advisor/strategies/')({
  staticData: { title },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(strategiesQueryOptions());
    void queryClient.prefetchQuery(savedScansQueryOptions());
  },
  component: () => <StrategiesScreen title={title} role="A" />,
});
