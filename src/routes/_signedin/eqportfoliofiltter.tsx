import { createFileRoute } from '@tanstack/react-router';
import { stockTableQueryOptions } from '@/features/baskets/api/stock-table-get';
import { StockSelectionScreen } from '@/features/baskets/components/stock-selection-screen';
import { basketSearchSchema } from '@/features/baskets/model/selection';
import { InvestorsOnly } from './-components/investors-only';

const title = 'Stock selection';

export const Route = createFileRoute('/_signedin/eqportfoliofiltter')({
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
    <InvestorsOnly title={title}>
      <StockSelectionScreen
        title={title}
        symbols={symbols}
        goalId={goalId}
        onSymbolsChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, symbols: next }), replace: true })
        }
      />
    </InvestorsOnly>
  );
}
