import { createFileRoute } from '@tanstack/react-router';
import { suggestionsQueryOptions } from '@/features/suggestions/api/suggestions-get';
import { SuggestionsScreen } from '@/features/suggestions/components/suggestions-screen';

const title = 'Suggestions';

export const Route = createFileRoute('/investor/suggestions')({
  staticData: { title },
  // Starts the fetch early (also on hover via preload); the screen shows its own loading state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(suggestionsQueryOptions());
  },
  component: () => <SuggestionsScreen title={title} />,
});
