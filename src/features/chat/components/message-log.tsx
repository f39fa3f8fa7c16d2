import { Box, Button, Center, chakra, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { dayHeading, groupByDay, indiaDayOf } from '../model/chat-time';
import type { TimelineEntry } from '../model/timeline';
import { MessageBubble } from './message-bubble';

// The conversation as a log (role="log": screen readers read new messages out politely), by
// India day, earlier messages loaded upwards on request. It keeps the reader's place: new
// messages scroll into view only when the reader is at the latest (or sent them), and earlier
// ones loaded above do not move what is on screen.

/** Within this of the bottom counts as reading the latest. */
const NEAR_BOTTOM_PX = 48;

export interface MessageLogProps {
  entries: readonly TimelineEntry[];
  threadId: string;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Whether the latest message is scrolled into view (for read receipts). */
  onAtLatest: (atLatest: boolean) => void;
  onRetry: (outboxId: string) => void;
  onDiscard: (outboxId: string) => void;
}

interface Place {
  first: string | undefined;
  last: string | undefined;
  fromBottom: number;
  nearBottom: boolean;
}

export function MessageLog(props: MessageLogProps) {
  const { entries, threadId, otherName, hasOlder, loadingOlder, onLoadOlder, onAtLatest } = props;
  const log = useRef<HTMLDivElement>(null);
  const place = useRef<Place | null>(null);
  const [nearBottom, setNearBottom] = useState(true);
  const [today] = useState(() => indiaDayOf(new Date()));

  const first = entries[0]?.key;
  const last = entries.at(-1)?.key;
  const lastMine = entries.at(-1)?.mine ?? false;

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const before = place.current;
    if (!before || before.last === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (before.first !== first && before.last === last) {
      // Earlier messages came in above: keep what the reader sees where it was.
      element.scrollTop = element.scrollHeight - element.clientHeight - before.fromBottom;
    } else if (before.last !== last && (before.nearBottom || lastMine)) {
      element.scrollTop = element.scrollHeight;
    }
    const fromBottom = element.scrollHeight - element.clientHeight - element.scrollTop;
    place.current = { first, last, fromBottom, nearBottom: fromBottom <= NEAR_BOTTOM_PX };
  }, [first, last, lastMine]);

  useEffect(() => onAtLatest(nearBottom), [nearBottom, onAtLatest]);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.clientHeight - element.scrollTop;
    const near = fromBottom <= NEAR_BOTTOM_PX;
    place.current = { first, last, fromBottom, nearBottom: near };
    setNearBottom(near);
  };

  const toLatest = () => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  return (
    <Box position="relative" flex="1" minH={0} display="flex" flexDirection="column">
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={`Messages with ${otherName}`}
        aria-busy={loadingOlder}
        tabIndex={0}
        flex="1"
        minH={0}
        overflowY="auto"
        overscrollBehavior="contain"
        px={{ base: 2, md: 4 }}
        py={3}
        focusRing="inside"
        onScroll={onScroll}
        data-testid="chat-log"
      >
        {hasOlder ? (
          <Center mb={3}>
            <Button size="xs" variant="outline" onClick={onLoadOlder} loading={loadingOlder}>
              Load earlier messages
            </Button>
          </Center>
        ) : entries.length > 0 ? (
          <Text textAlign="center" textStyle="xs" color="fg.muted" mb={3}>
            The start of your conversation with {otherName}. Messages are kept for 5 years as the
            adviser’s record.
          </Text>
        ) : null}
        {entries.length === 0 ? (
          <Center h="full" textAlign="center" color="fg.muted" px={6}>
            <Text>No messages yet. Say hello to {otherName}.</Text>
          </Center>
        ) : null}
        {groupByDay(entries).map((group) => (
          <chakra.section key={group.day} aria-label={dayHeading(group.day, today)} mb={3}>
            <Text
              textAlign="center"
              textStyle="xs"
              fontWeight="medium"
              color="fg.muted"
              my={2}
              aria-hidden="true"
            >
              {dayHeading(group.day, today)}
            </Text>
            <Stack as="ul" listStyleType="none" ps={0} gap={2}>
              {group.entries.map((entry) => (
                <MessageBubble
                  key={entry.key}
                  entry={entry}
                  threadId={threadId}
                  otherName={otherName}
                  onRetry={props.onRetry}
                  onDiscard={props.onDiscard}
                />
              ))}
            </Stack>
          </chakra.section>
        ))}
      </Box>
      {!nearBottom && entries.length > 0 ? (
        <Button
          size="xs"
          position="absolute"
          bottom={3}
          insetEnd={4}
          borderRadius="full"
          boxShadow="md"
          onClick={toLatest}
        >
          Latest ↓
        </Button>
      ) : null}
      {loadingOlder ? <Spinner size="xs" position="absolute" top={2} insetEnd={4} /> : null}
    </Box>
  );
}
