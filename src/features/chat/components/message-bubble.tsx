import { Badge, Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { formatMessageTime } from '../model/chat-time';
import type { TimelineEntry } from '../model/timeline';
import { AttachmentView } from './attachment-view';
import { MessageTick } from './message-tick';

// One message: the caller's on the right, the other person's on the left, with its time in
// IST and, for the caller's, its state. A message the server refused says why and offers to
// try again or discard it (it waits in the outbox meanwhile).

export interface MessageBubbleProps {
  entry: TimelineEntry;
  threadId: string;
  /** The other person's name, read out before their messages. */
  otherName: string;
  onRetry: (outboxId: string) => void;
  onDiscard: (outboxId: string) => void;
}

export function MessageBubble({
  entry,
  threadId,
  otherName,
  onRetry,
  onDiscard,
}: MessageBubbleProps) {
  const waiting = entry.messageId === null;
  const refused = entry.tick === 'failed' ? entry.outboxId : null;
  return (
    <Stack
      as="li"
      gap={1}
      align={entry.mine ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-client-message-id={entry.clientMessageId}
      data-state={entry.tick ?? 'received'}
    >
      <Box
        maxW={{ base: '85%', md: '75%' }}
        px={3}
        py={2}
        borderRadius="l3"
        borderEndEndRadius={entry.mine ? 'l1' : undefined}
        borderEndStartRadius={entry.mine ? undefined : 'l1'}
        bg={entry.mine ? 'purple.subtle' : 'bg.muted'}
        color="fg"
        opacity={entry.tick === 'pending' ? 0.85 : 1}
        borderWidth={entry.tick === 'failed' ? '1px' : 0}
        borderColor="red.emphasized"
      >
        <VisuallyHidden>{entry.mine ? 'You:' : `${otherName}:`}</VisuallyHidden>
        {entry.attachment ? (
          <Box mb={entry.text ? 2 : 0}>
            <AttachmentView threadId={threadId} attachment={entry.attachment} waiting={waiting} />
          </Box>
        ) : null}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {entry.text}
        </Text>
        <HStack gap={1} justify="flex-end" mt={1} textStyle="xs" color="fg.muted">
          {entry.isDemo ? (
            <Badge size="xs" variant="subtle" colorPalette="gray">
              Demo
            </Badge>
          ) : null}
          <time dateTime={entry.at} title={formatIndianDateTime(new Date(entry.at))}>
            {formatMessageTime(entry.at)}
          </time>
          {entry.tick ? <MessageTick tick={entry.tick} /> : null}
        </HStack>
      </Box>
      {refused ? (
        <HStack gap={2} flexWrap="wrap" justify="flex-end" maxW="85%">
          <Text textStyle="xs" color="red.fg">
            Not sent{entry.lastError ? `: ${entry.lastError}` : ''}
          </Text>
          <Button size="2xs" variant="outline" onClick={() => onRetry(refused)}>
            Try again
          </Button>
          <Button size="2xs" variant="ghost" onClick={() => onDiscard(refused)}>
            Discard
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
