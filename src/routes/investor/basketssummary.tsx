import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { basketQueryOptions } from '@/features/baskets/api/basket-get';
import { basketsQueryOptions } from '@/features/baskets/api/baskets-get';
import { BasketChooser } from '@/features/baskets/components/basket-chooser';
import { BasketSummaryScreen } from '@/features/baskets/components/basket-summary-screen';
import { PageFrame } from '@/ui/page-frame';

const title = 'Basket summary';

// ?basketId= names the basket; without one (or with one that is not an id) the investor
// chooses from their baskets.
const searchSchema = z.object({ basketId: z.optional(z.uuid()) });

export const Route = createFileRoute('/investor/basketssummary')({
  staticData: { title },
  validateSearch: (search): { basketId?: string } => {
    const parsed = searchSchema.safeParse(search);
    return parsed.success && parsed.data.basketId ? { basketId: parsed.data.basketId } : {};
  },
  loaderDeps: ({ search }) => ({ basketId: search.basketId }),
  // Starts the fetch early (also on hover via preload); the screen shows its own loading state.
  loader: ({ context: { queryClient }, deps: { basketId } }) => {
    if (basketId) void queryClient.prefetchQuery(basketQueryOptions(basketId));
    else void queryClient.prefetchQuery(basketsQueryOptions());
  },
  component: InvestorBasketssummaryScreen,
});

function InvestorBasketssummaryScreen() {
  const { basketId } = Route.useSearch();
  if (basketId) return <BasketSummaryScreen key={basketId} basketId={basketId} title={title} />;
  return (
    <PageFrame title={title} description="Choose a basket to see its value, weights and drift.">
      <BasketChooser />
    </PageFrame>
  );
}
