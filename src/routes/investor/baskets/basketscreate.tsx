import { createFileRoute } from '@tanstack/react-router';
import { stockTableQueryOptions } from '@/features/baskets/api/stock-table-get';
import { themesQueryOptions } from '@/features/baskets/api/themes-get';
import { BasketCreateScreen } from '@/features/baskets/components/basket-create-screen';
import { basketSearchSchema, parseSymbolList } from '@/features/baskets/model/selection';
import { outboxOwner } from '@/outbox/owner';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

const title = 'Create a basket';

export const Route = createFileRoute('/investor/baskets/basketscreate')({
  staticData: { title },
  validateSearch: basketSearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(stockTableQueryOptions());
    void queryClient.prefetchQuery(themesQueryOptions());
  },
  component: BasketCreateRoute,
});

function BasketCreateRoute() {
  const { symbols, themeId, goalId } = Route.useSearch();
  // The draft on this device is kept per user: the id the outbox sends writes as scopes it.
  const sub = outboxOwner();
  if (!sub) {
    return (
      <PageFrame title={title}>
        <ScreenEmptyState title="Sign in again" description="We could not tell who is signed in." />
      </PageFrame>
    );
  }
  return (
    <BasketCreateScreen
      title={title}
      sub={sub}
      symbols={parseSymbolList(symbols)}
      themeId={themeId}
      goalId={goalId}
      selectionPath="/investor/eqportfoliofiltter"
    />
  );
}
