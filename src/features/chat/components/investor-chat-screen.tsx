import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useChatThreads } from '../api/threads-get';
import { useChatLive } from '../api/use-chat-live';
import { ChatFrame } from './chat-frame';
import { Conversation } from './conversation';

// /investor/chat (issue 18, Deliver 2): the investor's one conversation with their own SEBI
// adviser, phone first: the messages fill the screen, the box to write in stays at the bottom.
// Offline it opens from the saved answers ("as of") and what is written waits in the outbox.

export function InvestorChatScreen({ title }: { title: string }) {
  const query = useChatThreads();
  const thread = query.data?.data.threads[0];
  const live = useChatLive({
    myRole: 'investor',
    openThreadId: thread?.threadId ?? null,
    pollThreads: false,
  });

  if (query.isPending) {
    return (
      <ChatFrame title={title}>
        <Stack p={4} gap={3}>
          <Skeleton h="3rem" borderRadius="l2" />
          <Skeleton h="20rem" borderRadius="l3" />
        </Stack>
      </ChatFrame>
    );
  }
  if (!query.data) {
    return (
      <ChatFrame title={title}>
        <Box p={4}>
          <DataError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Box>
      </ChatFrame>
    );
  }
  if (!thread) {
    return (
      <ChatFrame title={title}>
        <Box p={4}>
          <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
          <ScreenEmptyState
            title="No adviser yet"
            description="Once a SEBI-registered adviser takes you on as a client, you can message them here, and they can reply."
          />
        </Box>
      </ChatFrame>
    );
  }
  return (
    <ChatFrame title={title}>
      <Conversation thread={thread} myRole="investor" live={live} />
    </ChatFrame>
  );
}
