// The watchlists feature's public face (issue 12, Deliver 10): what other features and routes
// may use. The stock page header places AddToWatchlist; the route renders WatchlistScreen.
export { AddToWatchlist, type AddToWatchlistProps } from './components/add-to-watchlist';
export { WatchlistScreen } from './components/watchlist-screen';
export { watchlistsQueryOptions } from './api/watchlists-get';
export { alertsQueryOptions } from './api/alerts-get';
