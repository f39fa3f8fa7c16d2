import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { outbox, useOutboxItems } from '@/outbox';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { useMarkRead } from '../api/read-mark';
import { preparingSend, useLandedSends, useSendMessage, type SendInput } from '../api/message-send';
import { useThreadMessages } from '../api/messages-get';
import type { ChatLive } from '../api/use-chat-live';
import type { ChatRole, ChatThread } from '../model/contract';
import { flattenPages } from '../model/messages';
import { counterpartOf, partyName } from '../model/threads';
import { buildTimeline, readUpTo, waitingSends, type LocalSend } from '../model/timeline';
import { Composer } from './composer';
import { ConnectionNote } from './connection-note';
import { ExportButton } from './export-button';
import { MessageLog } from './message-log';
import { usePageVisible } from './use-page-visible';

// One conversation: the other person's name and whether they are typing, the messages (from the
// cache with "as of" when offline) with this device's unsent ones in place, and the box to
// write in. The other side's messages are marked read once the latest is on screen and the
// page is in front.

export interface ConversationProps {
  thread: ChatThread;
  myRole: ChatRole;
  live: ChatLive;
  /** The phone's way back to the adviser's list. */
  onBack?: (() => void) | undefined;
}

export function Conversation({ thread, myRole, live, onBack }: ConversationProps) {
  const { threadId } = thread;
  const otherRole: ChatRole = myRole === 'advisor' ? 'investor' : 'advisor';
  const other = counterpartOf(thread, myRole);
  const name = partyName(other, otherRole);
  const query = useThreadMessages(threadId);
  const waiting = useOutboxItems();
  const landed = useLandedSends();
  const send = useSendMessage(threadId, myRole, name);
  const markRead = useMarkRead(threadId);
  const visible = usePageVisible();
  const [atLatest, setAtLatest] = useState(true);
  // Sent, but not yet in the outbox (its file still going up): shown with a clock all the same.
  const [preparing, setPreparing] = useState<readonly LocalSend[]>([]);

  const server = useMemo(
    () => (query.data ? flattenPages(query.data.pages.map((page) => page.data.messages)) : []),
    [query.data],
  );
  const entries = useMemo(() => {
    const mineHere = landed.filter((one) => one.body.threadId === threadId);
    const local = [
      ...mineHere,
      ...waitingSends(waiting, threadId, myRole === 'investor'),
      ...preparing,
    ];
    return buildTimeline(server, local, myRole);
  }, [server, landed, waiting, preparing, threadId, myRole]);

  const upTo = readUpTo(server, myRole);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!visible || !atLatest || !upTo || marked.current === upTo) return;
    marked.current = upTo;
    markRead(upTo);
  }, [visible, atLatest, upTo, markRead]);

  const onAtLatest = useCallback((value: boolean) => setAtLatest(value), []);
  const { mutateAsync } = send;
  const { sent } = live;
  const onSend = useCallback(
    (input: SendInput) => {
      sent();
      const local = preparingSend(threadId, input, Date.now());
      setPreparing((held) => [...held, local]);
      return mutateAsync(input).finally(() =>
        setPreparing((held) => held.filter((one) => one !== local)),
      );
    },
    [sent, mutateAsync, threadId],
  );

  const first = query.data?.pages[0];
  return (
    <Flex direction="column" h="full" minH={0} data-testid="chat-conversation">
      <HStack
        justify="space-between"
        align="center"
        gap={3}
        px={{ base: 2, md: 4 }}
        py={2}
        borderBottomWidth="1px"
      >
        <HStack gap={2} minW={0}>
          {onBack ? (
            <Button size="sm" variant="ghost" onClick={onBack} aria-label="Back to all clients">
              ←
            </Button>
          ) : null}
          <Box minW={0}>
            <Heading as="h2" size="md" truncate>
              {name}
            </Heading>
            <ConnectionNote status={live.status} typing={live.typingIn(threadId)} name={name} />
          </Box>
        </HStack>
        {myRole === 'advisor' ? <ExportButton threadId={threadId} name={name} /> : null}
      </HStack>
      {first ? (
        <Box px={{ base: 2, md: 4 }} pt={1}>
          <AsOf cache={first.cache} cachedAt={first.cachedAt} />
        </Box>
      ) : null}
      {query.isPending ? (
        <Stack flex="1" p={4} gap={3}>
          <Skeleton h="3rem" w="60%" borderRadius="l3" />
          <Skeleton h="3rem" w="50%" alignSelf="flex-end" borderRadius="l3" />
          <Skeleton h="3rem" w="65%" borderRadius="l3" />
        </Stack>
      ) : query.isError && !query.data ? (
        <Box flex="1" p={4}>
          <DataError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Box>
      ) : (
        <MessageLog
          entries={entries}
          threadId={threadId}
          otherName={name}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
          onAtLatest={onAtLatest}
          onRetry={(id) => void outbox.retry(id)}
          onDiscard={(id) => void outbox.discard(id)}
        />
      )}
      {thread.active ? (
        <Composer
          to={name}
          investorSub={myRole === 'advisor' ? thread.investor.sub : undefined}
          onSend={onSend}
          onTyped={() => live.typed(threadId)}
        />
      ) : (
        <Text borderTopWidth="1px" p={4} textStyle="sm" color="fg.muted">
          {myRole === 'advisor'
            ? 'This person is no longer your client: the conversation is kept as your record and can be exported, but no new messages can be sent.'
            : 'You are no longer advised here: the conversation stays readable, but no new messages can be sent.'}
        </Text>
      )}
    </Flex>
  );
}
