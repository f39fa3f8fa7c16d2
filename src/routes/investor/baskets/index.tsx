import { createFileRoute } from '@tanstack/react-router';
import { basketsQueryOptions } from '@/features/baskets/api/baskets-get';
import { themesQueryOptions } from '@/features/baskets/api/themes-get';
import { BasketsHome } from '@/features/baskets/components/baskets-home';
import { basketSearchSchema } from '@/features/baskets/model/selection';

const title = 'Baskets';

export const Route = createFileRoute('/investor/baskets/')({
  staticData: { title },
  validateSearch: basketSearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(basketsQueryOptions());
    void queryClient.prefetchQuery(themesQueryOptions());
  },
  component: InvestorBasketsRoute,
});

function InvestorBasketsRoute() {
  const { goalId } = Route.useSearch();
  return <BasketsHome title={title} selectionPath="/investor/eqportfoliofiltter" goalId={goalId} />;
}
