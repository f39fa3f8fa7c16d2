import { createFileRoute } from '@tanstack/react-router';
import { dataCheckQueryOptions } from '@/features/datacheck/api/datacheck-get';
import { DataCheckScreen } from '@/features/datacheck/components/datacheck-screen';
import { dataCheckSearchSchema } from '@/features/datacheck/model/search';

const title = 'Data check';

export const Route = createFileRoute('/advisor/datacheck')({
  staticData: { title },
  validateSearch: dataCheckSearchSchema,
  loaderDeps: ({ search }) => ({ days: search.days }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(dataCheckQueryOptions(deps.days));
  },
  component: AdvisorDatacheckScreen,
});

function AdvisorDatacheckScreen() {
  const { days } = Route.useSearch();
  return <DataCheckScreen title={title} days={days} />;
}
