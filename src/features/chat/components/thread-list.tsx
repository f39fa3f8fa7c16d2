import { Badge, Box, chakra, HStack, Spinner, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { dataErrorMessage } from '@/ui/data-error';
import { formatIsoDate } from '@/ui/format-money';
import { useChatSearch } from '../api/chat-search-get';
import { formatMessageTime, indiaDayOf } from '../model/chat-time';
import { CHAT_SEARCH_MIN, type ChatMessage, type ChatThread } from '../model/contract';
import { filterThreads, partyName } from '../model/threads';

// The adviser's clients, one thread each, newest activity first, with unread counts. The
// search box narrows the list by name at once and, from two characters, finds messages with
// those words across every thread (the server's search); either opens the conversation.

export interface ThreadListProps {
  threads: readonly ChatThread[];
  selected: string | undefined;
  onSelect: (threadId: string) => void;
}

const SEARCH_PAUSE_MS = 300;

const today = () => indiaDayOf(new Date());

/** "3:45 pm" today, else the day. */
const whenOf = (iso: string) =>
  indiaDayOf(iso) === today() ? formatMessageTime(iso) : formatIsoDate(indiaDayOf(iso));

const excerpt = (message: ChatMessage | null, mine: boolean) =>
  message === null
    ? 'No messages yet'
    : `${mine ? 'You: ' : ''}${message.attachment && !message.text ? '📎 Attachment' : message.text}`;

const rowStyle = {
  w: 'full',
  textAlign: 'start',
  px: 3,
  py: 2.5,
  borderRadius: 'l2',
  cursor: 'pointer',
  focusRing: 'inside',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=true]': { bg: 'purple.subtle' },
} as const;

function ThreadRow({
  thread,
  current,
  onOpen,
}: {
  thread: ChatThread;
  current: boolean;
  onOpen: () => void;
}) {
  const name = partyName(thread.investor, 'investor');
  const last = thread.lastMessage;
  const unread = thread.unreadCount;
  return (
    <li>
      <chakra.button
        type="button"
        css={rowStyle}
        aria-current={current ? 'true' : undefined}
        onClick={onOpen}
        data-testid="chat-thread"
        data-unread={unread}
      >
        <HStack justify="space-between" gap={2}>
          <Text fontWeight={unread > 0 ? 'semibold' : 'medium'} truncate>
            {name}
          </Text>
          {last ? (
            <Text textStyle="xs" color="fg.muted" flexShrink={0}>
              {whenOf(last.sentAt)}
            </Text>
          ) : null}
        </HStack>
        <HStack justify="space-between" gap={2}>
          <Text textStyle="sm" color={unread > 0 ? 'fg' : 'fg.muted'} truncate>
            {excerpt(last, last?.senderRole === 'advisor')}
          </Text>
          {unread > 0 ? (
            <Badge colorPalette="purple" variant="solid" borderRadius="full" flexShrink={0}>
              {unread}
              <chakra.span srOnly> unread</chakra.span>
            </Badge>
          ) : null}
        </HStack>
        {!thread.active ? (
          <Text textStyle="xs" color="fg.muted">
            No longer your client (kept as your record)
          </Text>
        ) : null}
      </chakra.button>
    </li>
  );
}

function MessageMatches({
  q,
  threads,
  onSelect,
}: {
  q: string;
  threads: readonly ChatThread[];
  onSelect: (threadId: string) => void;
}) {
  const search = useChatSearch(q);
  if (q.trim().length < CHAT_SEARCH_MIN) return null;
  const nameOf = (threadId: string) => {
    const thread = threads.find((one) => one.threadId === threadId);
    return thread ? partyName(thread.investor, 'investor') : 'A client';
  };
  return (
    <Box as="section" aria-labelledby="chat-matches" mt={3}>
      <HStack px={3} gap={2}>
        <Text
          id="chat-matches"
          textStyle="xs"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
        >
          Messages
        </Text>
        {search.isFetching ? <Spinner size="xs" /> : null}
      </HStack>
      {search.isError ? (
        <Text px={3} textStyle="sm" color="fg.muted">
          {dataErrorMessage(search.error)}
        </Text>
      ) : search.data ? (
        search.data.data.messages.length === 0 ? (
          <Text px={3} textStyle="sm" color="fg.muted" role="status">
            No messages with “{search.data.data.q}”.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" ps={0} gap={0} role="list">
            {search.data.data.messages.map((message) => (
              <li key={message.messageId}>
                <chakra.button
                  type="button"
                  css={rowStyle}
                  onClick={() => onSelect(message.threadId)}
                >
                  <HStack justify="space-between" gap={2}>
                    <Text fontWeight="medium" truncate>
                      {nameOf(message.threadId)}
                    </Text>
                    <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                      {whenOf(message.sentAt)}
                    </Text>
                  </HStack>
                  <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                    {message.senderRole === 'advisor' ? 'You: ' : ''}
                    {message.text}
                  </Text>
                </chakra.button>
              </li>
            ))}
            {search.data.data.truncated ? (
              <Text as="li" px={3} textStyle="xs" color="fg.muted">
                More messages match: add words to narrow the search.
              </Text>
            ) : null}
          </Stack>
        )
      ) : null}
    </Box>
  );
}

export function ThreadList({ threads, selected, onSelect }: ThreadListProps) {
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const [q, setQ] = useState('');
  // The server is asked once the typing pauses, not at every key.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const shown = filterThreads(threads, q, 'advisor');
  return (
    <Stack gap={0} h="full" minH={0}>
      <Box p={3} borderBottomWidth="1px">
        <chakra.label htmlFor="chat-search" srOnly>
          Search clients and messages
        </chakra.label>
        <chakra.input
          id="chat-search"
          type="search"
          value={q}
          placeholder="Search clients and messages"
          autoComplete="off"
          css={input}
          onChange={(event) => setQ(event.target.value)}
        />
      </Box>
      <Box flex="1" minH={0} overflowY="auto" py={2} px={1}>
        <Box as="section" aria-label="Clients">
          {shown.length === 0 ? (
            <Text px={3} py={2} textStyle="sm" color="fg.muted" role="status">
              {threads.length === 0 ? 'You have no clients yet.' : `No client named “${q.trim()}”.`}
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" ps={0} gap={0.5}>
              {shown.map((thread) => (
                <ThreadRow
                  key={thread.threadId}
                  thread={thread}
                  current={thread.threadId === selected}
                  onOpen={() => onSelect(thread.threadId)}
                />
              ))}
            </Stack>
          )}
        </Box>
        <MessageMatches q={asked} threads={threads} onSelect={onSelect} />
      </Box>
    </Stack>
  );
}
