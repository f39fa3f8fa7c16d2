// The stocks feature's public surface: other features and routes import only from here.
export { StockSearch } from './components/stock-search';
export { buildSearchIndex, searchStocks } from './model/search';
export type { MatchTier, SearchIndex, SearchResult, UniverseStock } from './model/search';
