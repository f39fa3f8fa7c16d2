import { Box, Button, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import { useChatThreads } from '../api/threads-get';
import { useChatLive } from '../api/use-chat-live';
import { totalUnread } from '../model/threads';
import type { ChatThread } from '../model/contract';
import type { ChatLive } from '../api/use-chat-live';
import { ChatFrame } from './chat-frame';
import { Conversation } from './conversation';
import { ThreadList } from './thread-list';

// /advisor/chat (issue 18, Deliver 2): one thread per client with unread counts and search;
// on a tablet the list and the open conversation side by side, on a phone the list, then the
// conversation in its place (?thread=<id>, so a reload or an offline start reopens it).

export interface AdvisorChatScreenProps {
  title: string;
  selected: string | undefined;
  onSelect: (threadId: string | undefined) => void;
}

function OpenThread({
  threads,
  selected,
  live,
  onBack,
}: {
  threads: readonly ChatThread[];
  selected: string | undefined;
  live: ChatLive;
  onBack?: () => void;
}) {
  if (!selected) {
    return (
      <Stack h="full" align="center" justify="center" p={6} textAlign="center" color="fg.muted">
        <Text>Choose a client to read and write messages.</Text>
      </Stack>
    );
  }
  const thread = threads.find((one) => one.threadId === selected);
  if (!thread) {
    return (
      <Stack h="full" align="center" justify="center" p={6} textAlign="center" gap={3}>
        <Text>This conversation is not one of your clients’.</Text>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            All clients
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <Conversation
      key={thread.threadId}
      thread={thread}
      myRole="advisor"
      live={live}
      onBack={onBack}
    />
  );
}

export function AdvisorChatScreen({ title, selected, onSelect }: AdvisorChatScreenProps) {
  const tablet = useMediaQuery(TABLET_UP);
  const query = useChatThreads();
  const live = useChatLive({
    myRole: 'advisor',
    openThreadId: selected ?? null,
    pollThreads: true,
  });
  const threads = query.data?.data.threads ?? [];
  const unread = totalUnread(threads);
  const aside = unread > 0 ? `${unread.toLocaleString('en-IN')} unread` : undefined;
  const inConversation = !tablet && selected !== undefined;

  if (query.isPending || !query.data) {
    return (
      <ChatFrame title={title}>
        {query.isPending ? (
          <Stack p={4} gap={3}>
            <Skeleton h="3rem" borderRadius="l2" />
            <Skeleton h="20rem" borderRadius="l3" />
          </Stack>
        ) : (
          <Box p={4}>
            <DataError
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          </Box>
        )}
      </ChatFrame>
    );
  }

  const asOf = <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />;
  const list = (
    <Stack gap={0} h="full" minH={0}>
      <Box px={3}>{asOf}</Box>
      <Box flex="1" minH={0}>
        <ThreadList threads={threads} selected={selected} onSelect={onSelect} />
      </Box>
    </Stack>
  );

  if (tablet) {
    return (
      <ChatFrame title={title} aside={aside}>
        <Grid templateColumns={{ md: '16rem 1fr', lg: '20rem 1fr' }} h="full">
          <Box as="nav" aria-label="Conversations" borderEndWidth="1px" minH={0} h="full">
            {list}
          </Box>
          <Box minW={0} minH={0} h="full">
            <OpenThread threads={threads} selected={selected} live={live} />
          </Box>
        </Grid>
      </ChatFrame>
    );
  }
  return (
    <ChatFrame title={title} aside={aside} compact={inConversation}>
      {inConversation ? (
        <OpenThread
          threads={threads}
          selected={selected}
          live={live}
          onBack={() => onSelect(undefined)}
        />
      ) : (
        <Box as="nav" aria-label="Conversations" h="full">
          {list}
        </Box>
      )}
    </ChatFrame>
  );
}
