import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { CHAT_SEARCH_MIN, chatSearchSchema } from '../model/contract';
import { CHAT_KEY } from './threads-get';

// GET /api/chat/search?q=: messages with the words typed, newest first (the adviser's across
// their threads). Asked only from CHAT_SEARCH_MIN characters, the words as the user paused.

export const chatSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'search', q],
    queryFn: ({ signal }) =>
      gatewayApi.read('/chat/search', { query: { q }, schema: chatSearchSchema, signal }),
  });

export const useChatSearch = (q: string) => {
  const words = q.trim();
  return useQuery({
    ...chatSearchQueryOptions(words),
    enabled: words.length >= CHAT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
};
