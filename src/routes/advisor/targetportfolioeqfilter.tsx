import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { stockTableQueryOptions } from '@/features/baskets/api/stock-table-get';
import { StockSelection } from '@/features/baskets/components/stock-selection';
import { MODEL_MAX_STOCKS, MODEL_MIN_STOCKS } from '@/features/research/model/contract';
import {
  modelSearch,
  modelSearchSchema,
  parseModelSymbols,
} from '@/features/research/model/model-search';
import { PageFrame } from '@/ui/page-frame';

const title = 'Pick stocks for a model portfolio';

// The baskets feature's stock selection (issue 13), here for the adviser's model portfolio
// (issue 16, Deliver 2): the picks live in the address (?symbols=), and "Done" takes them to the
// model editor (keeping ?model= when a model is being changed).

export const Route = createFileRoute('/advisor/targetportfolioeqfilter')({
  staticData: { title },
  validateSearch: modelSearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(stockTableQueryOptions());
  },
  component: ModelStockSelectionRoute,
});

function ModelStockSelectionRoute() {
  const { symbols, model } = Route.useSearch();
  const navigate = Route.useNavigate();
  const selected = useMemo(() => parseModelSymbols(symbols), [symbols]);
  return (
    <PageFrame
      title={title}
      description="Filter the NIFTY 500 by sector, size, price, fundamentals and factor scores, then pick the stocks for the model. You set their weights next."
    >
      <StockSelection
        selected={selected}
        max={MODEL_MAX_STOCKS}
        min={MODEL_MIN_STOCKS}
        onSelectedChange={(next) =>
          void navigate({ search: modelSearch(next, model), replace: true })
        }
        doneLabel={(count) => `Use ${count} ${count === 1 ? 'stock' : 'stocks'} in the model`}
        onDone={(picked) =>
          void navigate({
            to: '/advisor/targetportfoliogoalcreate',
            search: modelSearch(picked, model),
          })
        }
      />
    </PageFrame>
  );
}
