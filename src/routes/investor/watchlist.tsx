import { createFileRoute } from '@tanstack/react-router';
import { alertsQueryOptions, watchlistsQueryOptions, WatchlistScreen } from '@/features/watchlists';

const title = 'Watchlist';

export const Route = createFileRoute('/investor/watchlist')({
  staticData: { title },
  // Starts the fetches early (also on hover via preload); the screen shows its own loading state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(watchlistsQueryOptions());
    void queryClient.prefetchQuery(alertsQueryOptions());
  },
  component: () => <WatchlistScreen title={title} />,
});
