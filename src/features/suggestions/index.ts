// The suggestions feature's public face, for routes and other features (STYLE.md).
export { SuggestionsScreen } from './components/suggestions-screen';
export { suggestionsQueryOptions, SUGGESTIONS_KEY } from './api/suggestions-get';
