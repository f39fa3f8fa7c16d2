import { createFileRoute } from '@tanstack/react-router';
import { modelQueryOptions } from '@/features/research/api/model-get';
import { modelsQueryOptions } from '@/features/research/api/models-get';
import { ModelsHome } from '@/features/research/components/models-home';
import { modelSearchSchema } from '@/features/research/model/model-search';

const title = 'Model portfolios';

// The adviser's model portfolios and their clients (issue 16, Deliver 2); ?model=<id> opens one.

export const Route = createFileRoute('/advisor/baskets')({
  staticData: { title },
  validateSearch: modelSearchSchema,
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(modelsQueryOptions());
    const model = (location.search as { model?: string }).model;
    if (model) void queryClient.prefetchQuery(modelQueryOptions(model));
  },
  component: AdvisorModelsRoute,
});

function AdvisorModelsRoute() {
  const { model } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ModelsHome
      title={title}
      selected={model}
      onSelect={(modelId) => void navigate({ search: modelId ? { model: modelId } : {} })}
      onCreate={() => void navigate({ to: '/advisor/targetportfoliogoalcreate', search: {} })}
      onEdit={(modelId) =>
        void navigate({ to: '/advisor/targetportfoliogoalcreate', search: { model: modelId } })
      }
    />
  );
}
