import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/api/http-client';
import { gatewayApi } from '@/api/clients';
import { chatThreadListSchema, type ChatThread, type ChatThreadList } from '../model/contract';

// GET /api/chat/threads: the adviser's thread per client (with unread counts and the last
// message), or the investor's one thread. Network first, the saved answer offline ("as of").

export const CHAT_KEY = ['gateway', 'chat'] as const;
export const CHAT_THREADS_KEY = [...CHAT_KEY, 'threads'] as const;

export const chatThreadsQueryOptions = () =>
  queryOptions({
    queryKey: CHAT_THREADS_KEY,
    queryFn: ({ signal }) =>
      gatewayApi.read('/chat/threads', { schema: chatThreadListSchema, signal }),
  });

/** `pollMs`: refetch that often (while the socket is down), or never. */
export const useChatThreads = (pollMs: number | false = false) =>
  useQuery({ ...chatThreadsQueryOptions(), refetchInterval: pollMs });

/**
 * Changes the held thread list in place of a fetch (a socket message, a read). False when none
 * is held or `change` gives null (a thread not in the list): the caller refetches.
 */
export function updateThreads(
  queryClient: QueryClient,
  change: (threads: readonly ChatThread[]) => ChatThread[] | null,
): boolean {
  let changed = false;
  queryClient.setQueryData<ApiResult<ChatThreadList>>(CHAT_THREADS_KEY, (held) => {
    if (!held) return held;
    const threads = change(held.data.threads);
    if (!threads) return held;
    changed = true;
    return { ...held, data: { ...held.data, threads } };
  });
  return changed;
}
