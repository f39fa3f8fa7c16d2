import type { ChatMessage, ChatThread } from '../../../src/features/chat/model/contract';

// Messages and threads for the chat screen's tests: an adviser (Meera) and her client Aarav.

export const THREAD = '00000000-0000-4000-8000-0000000000a1';
export const OTHER_THREAD = '00000000-0000-4000-8000-0000000000a2';

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function message(sentAt: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    messageId: uuid(),
    threadId: THREAD,
    clientMessageId: uuid(),
    senderSub: extra.senderRole === 'advisor' ? 'meera' : 'aarav',
    senderRole: 'investor',
    text: `Sent at ${sentAt}`,
    attachment: null,
    sentAt,
    deliveredAt: null,
    readAt: null,
    isDemo: false,
    ...extra,
  };
}

export function thread(
  threadId: string,
  name: string | null,
  extra: Partial<ChatThread> = {},
): ChatThread {
  return {
    threadId,
    investor: { sub: `sub-${threadId}`, name },
    advisor: { sub: 'meera', name: 'Meera Iyer' },
    unreadCount: 0,
    lastMessage: null,
    active: true,
    ...extra,
  };
}
