import { createFileRoute } from '@tanstack/react-router';
import { alertsQueryOptions } from '@/features/watchlists/api/alerts-get';
import { watchlistsQueryOptions } from '@/features/watchlists/api/watchlists-get';
import { WatchlistScreen } from '@/features/watchlists/components/watchlist-screen';

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
