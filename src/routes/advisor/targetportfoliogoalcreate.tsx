import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { stockTableQueryOptions, useStockTable } from '@/features/baskets/api/stock-table-get';
import { modelQueryOptions } from '@/features/research/api/model-get';
import type { StockInfo } from '@/features/research/components/model-editor';
import { ModelEditorScreen } from '@/features/research/components/model-screen';
import {
  modelSearch,
  modelSearchSchema,
  parseModelSymbols,
} from '@/features/research/model/model-search';

const title = 'Create a model portfolio';

// The model editor (issue 16, Deliver 2): a new model, or with ?model=<id> a new version of one.
// The stock table (the baskets feature's, issue 13) names the stocks and gives their size bands.

export const Route = createFileRoute('/advisor/targetportfoliogoalcreate')({
  staticData: { title },
  validateSearch: modelSearchSchema,
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(stockTableQueryOptions());
    const model = (location.search as { model?: string }).model;
    if (model) void queryClient.prefetchQuery(modelQueryOptions(model));
  },
  component: ModelEditorRoute,
});

function ModelEditorRoute() {
  const { symbols, model } = Route.useSearch();
  const navigate = Route.useNavigate();
  const table = useStockTable();
  const picked = useMemo(() => (symbols ? parseModelSymbols(symbols) : undefined), [symbols]);
  const rows = table.data?.data.rows;
  const stockInfo = useMemo(
    () =>
      new Map<string, StockInfo>(
        (rows ?? []).map((row) => [
          row.symbol,
          { name: row.name, sector: row.sector, capBand: row.size },
        ]),
      ),
    [rows],
  );
  return (
    <ModelEditorScreen
      key={model ?? 'new'}
      title={title}
      editId={model}
      picked={picked}
      stockInfo={stockInfo}
      onPickStocks={(current) =>
        void navigate({
          to: '/advisor/targetportfolioeqfilter',
          search: modelSearch(current, model),
        })
      }
      onOpenModel={(modelId) =>
        void navigate({ to: '/advisor/baskets', search: { model: modelId } })
      }
    />
  );
}
