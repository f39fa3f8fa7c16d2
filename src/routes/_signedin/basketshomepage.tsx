import { createFileRoute } from '@tanstack/react-router';
import { basketsQueryOptions } from '@/features/baskets/api/baskets-get';
import { themesQueryOptions } from '@/features/baskets/api/themes-get';
import { BasketsHome } from '@/features/baskets/components/baskets-home';
import { basketSearchSchema } from '@/features/baskets/model/selection';
import { InvestorsOnly } from './-components/investors-only';

const title = 'Baskets';

export const Route = createFileRoute('/_signedin/basketshomepage')({
  staticData: { title },
  validateSearch: basketSearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(basketsQueryOptions());
    void queryClient.prefetchQuery(themesQueryOptions());
  },
  component: BasketsHomeRoute,
});

function BasketsHomeRoute() {
  const { goalId } = Route.useSearch();
  return (
    <InvestorsOnly title={title}>
      <BasketsHome title={title} selectionPath="/eqportfoliofiltter" goalId={goalId} />
    </InvestorsOnly>
  );
}
