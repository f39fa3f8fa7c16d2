import { createFileRoute } from '@tanstack/react-router';
import { messagesQueryOptions } from '@/features/chat/api/messages-get';
import { chatThreadsQueryOptions } from '@/features/chat/api/threads-get';
import { AdvisorChatScreen } from '@/features/chat/components/advisor-chat-screen';
import { chatSearchSchema } from '@/features/chat/model/chat-search';

const title = 'Chat';

// The adviser's conversations, one per client (issue 18, Deliver 2); ?thread=<id> opens one.

export const Route = createFileRoute('/advisor/chat')({
  staticData: { title },
  validateSearch: chatSearchSchema,
  loaderDeps: ({ search }) => ({ thread: search.thread }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(chatThreadsQueryOptions());
    if (deps.thread) void queryClient.prefetchInfiniteQuery(messagesQueryOptions(deps.thread));
  },
  component: AdvisorChatRoute,
});

function AdvisorChatRoute() {
  const { thread } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdvisorChatScreen
      title={title}
      selected={thread}
      onSelect={(threadId) => void navigate({ search: threadId ? { thread: threadId } : {} })}
    />
  );
}
