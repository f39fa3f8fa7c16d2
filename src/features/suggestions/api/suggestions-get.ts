import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { suggestionListSchema } from '../model/contract';

// GET /api/investor/suggestions: the caller's suggestions, newest first, priced at the latest
// close. A gateway GET goes to the network first and falls back to the service worker's saved
// answer offline, so the list opens from the cache with "as of" (ui/as-of.tsx). The key sits under
// ['gateway', 'investor'], which an accepted group's refresh invalidates with everything else.

export const SUGGESTIONS_PATH = '/investor/suggestions';
export const SUGGESTIONS_KEY = ['gateway', 'investor', 'suggestions'] as const;

export const suggestionPath = (suggestionId: string) => `${SUGGESTIONS_PATH}/${suggestionId}`;

export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: SUGGESTIONS_KEY,
    queryFn: ({ signal }) =>
      gatewayApi.read(SUGGESTIONS_PATH, { schema: suggestionListSchema, signal }),
  });

export const useSuggestions = () => useQuery(suggestionsQueryOptions());
