import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { outbox } from '@/outbox';
import { markReadAnswerSchema } from '../model/contract';
import { applyReceipt } from '../model/messages';
import { withUnread } from '../model/threads';
import { updateMessages } from './messages-get';
import { updateThreads } from './threads-get';

// POST /api/chat/threads/{threadId}/read { upTo } through the outbox: marking read is a write
// like any other, kept offline and sent later. Marks are cumulative, so a newer one replaces an
// unsent older one (coalesce) and offline reading never piles up writes. The screen shows the
// thread read at once.

export const CHAT_READ_KIND = 'chat-read';

export function useMarkRead(threadId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (upTo: string) => {
      const readAt = new Date().toISOString();
      updateMessages(queryClient, threadId, (pages) =>
        applyReceipt(pages, { threadId, messageId: upTo, readAt }),
      );
      updateThreads(queryClient, (threads) => withUnread(threads, threadId, 0));
      outbox
        .submit({
          kind: CHAT_READ_KIND,
          label: 'Read receipt',
          replay: 'silent',
          method: 'POST',
          path: `/chat/threads/${encodeURIComponent(threadId)}/read`,
          body: { upTo },
          coalesce: true,
        })
        .then((result) => {
          if (result.state !== 'sent') return;
          const answer = markReadAnswerSchema.safeParse(result.data);
          if (answer.success) {
            updateThreads(queryClient, (threads) =>
              withUnread(threads, threadId, answer.data.unreadCount),
            );
          }
        })
        .catch((error: unknown) => console.warn('Chat: the read receipt was refused', error));
    },
    [queryClient, threadId],
  );
}
