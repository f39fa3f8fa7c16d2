import { Box, HStack, Text } from '@chakra-ui/react';
import { useOffline } from '@/ui/use-offline';
import type { SocketStatus } from '../api/chat-socket';
import { CHAT_POLL_MS } from '../model/contract';

// Under the other person's name: that they are typing, else how the conversation is kept up to
// date (live, reconnecting and polling, or offline with saved messages).

export function ConnectionNote({
  status,
  typing,
  name,
}: {
  status: SocketStatus;
  typing: boolean;
  name: string;
}) {
  const offline = useOffline();
  if (typing) {
    return (
      <Text textStyle="xs" color="purple.fg" role="status" data-testid="typing-indicator">
        {name} is typing…
      </Text>
    );
  }
  const [color, words] = offline
    ? ['orange.solid', 'Offline: new messages are kept here and sent when you are back']
    : status === 'open'
      ? ['green.solid', 'Live']
      : status === 'connecting'
        ? ['gray.solid', 'Connecting…']
        : ['orange.solid', `Reconnecting; checking for messages every ${CHAT_POLL_MS / 1000} s`];
  return (
    <HStack
      gap={1.5}
      textStyle="xs"
      color="fg.muted"
      data-testid="chat-connection"
      data-status={offline ? 'offline' : status}
    >
      <Box w={2} h={2} borderRadius="full" bg={color} aria-hidden="true" flexShrink={0} />
      <Text>{words}</Text>
    </HStack>
  );
}
