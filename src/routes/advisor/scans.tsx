import { createFileRoute } from '@tanstack/react-router';
import { savedScansQueryOptions } from '@/features/scans/api/saved-scans-get';
import { ScansScreen } from '@/features/scans/components/scans-screen';
import { scansSearchSchema } from '@/features/scans/model/search';

const title = 'Scans';

export const Route = createFileRoute('/advisor/scans')({
  staticData: { title },
  validateSearch: scansSearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(savedScansQueryOptions());
  },
  component: AdvisorScansRoute,
});

// Watchlists and baskets are the investor's own: an adviser scans, saves and exports.
function AdvisorScansRoute() {
  const { tab } = Route.useSearch();
  return <ScansScreen title={title} watchlists={false} initialTab={tab} />;
}
