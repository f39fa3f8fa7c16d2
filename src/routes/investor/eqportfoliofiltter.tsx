import { createFileRoute } from '@tanstack/react-router';
import { stockTableQueryOptions } from '@/features/baskets/api/stock-table-get';
import { StockSelectionScreen } from '@/features/baskets/components/stock-selection-screen';
import { basketSearchSchema } from '@/features/baskets/model/selection';

const title = 'Stock selection';

export const Route = createFileRoute('/investor/eqportfoliofiltter')({
  staticData: { title },
  validateSearch: basketSearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(stockTableQueryOptions());
  },
  component: StockSelectionRoute,
});

function StockSelectionRoute() {
  const { symbols, goalId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StockSelectionScreen
      title={title}
      symbols={symbols}
      goalId={goalId}
      onSymbolsChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, symbols: next }), replace: true })
      }
    />
  );
}
