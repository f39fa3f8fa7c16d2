import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/api/http-client';
import { outbox, type SubmitResult } from '@/outbox';
import type { MarkedRead, MarkRead, Notifications } from '../model/contract';
import { notificationsQueryOptions } from './notifications-get';

// POST /api/notifications/read through the outbox (silent: marking read is safe to replay), shown
// read at once. "Mark all read" sends the time it was pressed, so notifications that arrive
// before an offline replay stay unread.

export const markReadWrite = (which: MarkRead) =>
  outbox.submit<MarkedRead>({
    kind: 'notifications-read',
    label: 'ids' in which ? 'Mark a notification read' : 'Mark all notifications read',
    replay: 'silent',
    method: 'POST',
    path: '/notifications/read',
    body: which,
  });

/** The notifications with `which` marked read at `at` (ISO), and the unread count to match. */
export function markedLocally(data: Notifications, which: MarkRead, at: string): Notifications {
  const chosen = (item: Notifications['items'][number]) =>
    'ids' in which ? which.ids.includes(item.id) : item.createdAt <= which.upTo;
  let newlyRead = 0;
  const items = data.items.map((item) => {
    if (item.readAt !== null || !chosen(item)) return item;
    newlyRead += 1;
    return { ...item, readAt: at };
  });
  return { items, unread: Math.max(0, data.unread - newlyRead) };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const key = notificationsQueryOptions().queryKey;
  return useMutation<SubmitResult<MarkedRead>, Error, MarkRead>({
    networkMode: 'always',
    mutationFn: markReadWrite,
    onMutate: async (which) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ApiResult<Notifications>>(key, (old) =>
        old ? { ...old, data: markedLocally(old.data, which, new Date().toISOString()) } : old,
      );
    },
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
