import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MAX_STOCKS } from '@/features/baskets/model/contract';
import { basketCreateSearch } from '@/features/baskets/model/selection';
import { savedScansQueryOptions } from '@/features/scans/api/saved-scans-get';
import { ScansScreen } from '@/features/scans/components/scans-screen';
import { scansSearchSchema } from '@/features/scans/model/search';

const title = 'Scans';

export const Route = createFileRoute('/investor/scans')({
  staticData: { title },
  validateSearch: scansSearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(savedScansQueryOptions());
  },
  component: InvestorScansRoute,
});

function InvestorScansRoute() {
  const navigate = useNavigate();
  const { tab } = Route.useSearch();
  return (
    <ScansScreen
      title={title}
      initialTab={tab}
      watchlists
      basket={{
        max: MAX_STOCKS,
        onMake: (symbols) =>
          void navigate({
            to: '/investor/baskets/basketscreate',
            search: basketCreateSearch({ symbols }),
          }),
      }}
    />
  );
}
