import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import {
  CHAT_PAGE_DEFAULT,
  chatMessagePageSchema,
  type ChatMessage,
  type ChatMessagePage,
} from '../model/contract';
import { mergeNewestPage } from '../model/messages';
import { CHAT_KEY } from './threads-get';

// GET /api/chat/threads/{threadId}/messages: the history in pages, newest page first, each
// oldest first; an older page is asked for with before = the oldest messageId held ("Load
// earlier messages"). The socket's messages and receipts, and the polls while it is down, are
// merged into the held pages (model/messages.ts) rather than fetching every page again.

export type MessagePage = ApiResult<ChatMessagePage>;
export type MessagePages = InfiniteData<MessagePage, string | undefined>;

export const messagesKey = (threadId: string) => [...CHAT_KEY, 'messages', threadId] as const;

const messagesPath = (threadId: string) => `/chat/threads/${encodeURIComponent(threadId)}/messages`;

export function fetchMessagePage(
  threadId: string,
  before?: string,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query: Record<string, string> = { limit: String(CHAT_PAGE_DEFAULT) };
  if (before) query.before = before;
  return gatewayApi.read(messagesPath(threadId), { query, schema: chatMessagePageSchema, signal });
}

export const messagesQueryOptions = (threadId: string) =>
  infiniteQueryOptions({
    queryKey: messagesKey(threadId),
    queryFn: ({ pageParam, signal }) => fetchMessagePage(threadId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: MessagePage) =>
      last.data.hasMore ? last.data.messages[0]?.messageId : undefined,
  });

export const useThreadMessages = (threadId: string) =>
  useInfiniteQuery(messagesQueryOptions(threadId));

/** Changes the held pages' messages (newest page first); false when none are held. */
export function updateMessages(
  queryClient: QueryClient,
  threadId: string,
  change: (pages: ChatMessage[][]) => ChatMessage[][],
): boolean {
  let held = false;
  queryClient.setQueryData<MessagePages>(messagesKey(threadId), (data) => {
    if (!data) return data;
    held = true;
    const pages = change(data.pages.map((page) => page.data.messages));
    return {
      ...data,
      pages: data.pages.map((page, at) => ({
        ...page,
        data: { ...page.data, messages: pages[at] ?? page.data.messages },
      })),
    };
  });
  return held;
}

/**
 * The newest page fetched again and merged (a poll while the socket is down, a reconnect).
 * More than a page came meanwhile: the history is loaded afresh.
 */
export async function refreshNewest(queryClient: QueryClient, threadId: string): Promise<void> {
  if (!queryClient.getQueryData<MessagePages>(messagesKey(threadId))) return;
  const newest = await fetchMessagePage(threadId);
  let gap = false;
  queryClient.setQueryData<MessagePages>(messagesKey(threadId), (data) => {
    if (!data) return data;
    const merged = mergeNewestPage(
      data.pages.map((page) => page.data.messages),
      newest.data,
    );
    gap = merged.gap;
    if (gap) return data;
    return {
      ...data,
      pages: data.pages.map((page, at) => {
        const messages = merged.pages[at] ?? page.data.messages;
        // The first page says where the conversation's latest state came from ("as of").
        return at === 0
          ? { ...newest, data: { ...newest.data, messages, hasMore: page.data.hasMore } }
          : { ...page, data: { ...page.data, messages } };
      }),
    };
  });
  if (gap) await queryClient.resetQueries({ queryKey: messagesKey(threadId), exact: true });
}
