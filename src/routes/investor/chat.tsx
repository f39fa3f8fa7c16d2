import { createFileRoute } from '@tanstack/react-router';
import { chatThreadsQueryOptions } from '@/features/chat/api/threads-get';
import { InvestorChatScreen } from '@/features/chat/components/investor-chat-screen';

const title = 'Chat';

// The investor's conversation with their own adviser (issue 18, Deliver 2).

export const Route = createFileRoute('/investor/chat')({
  staticData: { title },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(chatThreadsQueryOptions());
  },
  component: InvestorChatRoute,
});

function InvestorChatRoute() {
  return <InvestorChatScreen title={title} />;
}
