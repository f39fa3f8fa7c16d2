import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_POLL_MS, CHAT_TYPING_MS, type ChatRole, type ServerFrame } from '../model/contract';
import { applyReceipt, upsertIntoPages } from '../model/messages';
import { applyIncoming } from '../model/threads';
import { createTypingThrottle, stillTyping } from '../model/typing';
import { refreshNewest, updateMessages } from './messages-get';
import { CHAT_THREADS_KEY, updateThreads } from './threads-get';
import { useChatSocket } from './use-chat-socket';
import type { SocketStatus } from './chat-socket';

// The chat in real time: the socket's frames merged into the held conversation and thread
// list; while the socket is not open, the open conversation (and the adviser's list) polled
// every CHAT_POLL_MS; when it opens again, one catch-up fetch for what was missed meanwhile.

export interface ChatLive {
  status: SocketStatus;
  /** Whether the other side of this thread is typing now. */
  typingIn: (threadId: string) => boolean;
  /** Says "typing" in this thread, at most every few seconds. */
  typed: (threadId: string) => void;
  /** A message went: the next key starts a new burst of typing. */
  sent: () => void;
}

export interface ChatLiveOptions {
  myRole: ChatRole;
  /** The conversation on the screen, if any. */
  openThreadId: string | null;
  /** Poll the thread list too while the socket is down (the adviser's list and its counts). */
  pollThreads: boolean;
}

export function useChatLive({ myRole, openThreadId, pollThreads }: ChatLiveOptions): ChatLive {
  const queryClient = useQueryClient();
  const open = useRef(openThreadId);
  useEffect(() => {
    open.current = openThreadId;
  }, [openThreadId]);
  const mySub = useRef<string | null>(null);
  /** Until when each thread's other side counts as typing (ms since the epoch). */
  const [typing, setTyping] = useState<Record<string, number>>({});

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      switch (frame.type) {
        case 'ready':
          mySub.current = frame.sub;
          // Whatever happened while the socket was away.
          if (open.current) void refreshNewest(queryClient, open.current).catch(() => undefined);
          void queryClient.invalidateQueries({ queryKey: CHAT_THREADS_KEY });
          return;
        case 'message': {
          const { message } = frame;
          updateMessages(queryClient, message.threadId, (pages) => upsertIntoPages(pages, message));
          const listed = updateThreads(queryClient, (threads) =>
            applyIncoming(threads, message, { myRole, openThreadId: open.current }),
          );
          if (!listed) void queryClient.invalidateQueries({ queryKey: CHAT_THREADS_KEY });
          if (message.senderRole !== myRole) {
            setTyping(({ [message.threadId]: _gone, ...rest }) => rest);
          }
          return;
        }
        case 'receipt':
          updateMessages(queryClient, frame.threadId, (pages) => applyReceipt(pages, frame));
          return;
        case 'typing':
          if (frame.senderSub === mySub.current) return;
          setTyping((held) => ({ ...held, [frame.threadId]: Date.now() + CHAT_TYPING_MS }));
          return;
        default:
          return;
      }
    },
    [queryClient, myRole],
  );
  const socket = useChatSocket(onFrame);

  // An indicator goes out on its own when its time is up.
  useEffect(() => {
    const until = Object.values(typing);
    if (until.length === 0) return;
    const timer = setTimeout(
      () => setTyping((held) => stillTyping(held, Date.now())),
      Math.max(0, Math.min(...until) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typing]);

  const down = socket.status !== 'open';
  useEffect(() => {
    if (!down) return;
    const timer = setInterval(() => {
      if (open.current) void refreshNewest(queryClient, open.current).catch(() => undefined);
      if (pollThreads) void queryClient.invalidateQueries({ queryKey: CHAT_THREADS_KEY });
    }, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [down, pollThreads, queryClient]);

  const [throttle] = useState(createTypingThrottle);
  const { send } = socket;
  return {
    status: socket.status,
    typingIn: (threadId) => typing[threadId] !== undefined,
    typed: (threadId) => {
      if (throttle.shouldSend(Date.now())) send({ type: 'typing', threadId });
    },
    sent: () => throttle.reset(),
  };
}
