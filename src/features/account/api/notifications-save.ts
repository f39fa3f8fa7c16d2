import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import type { NotificationChoices } from '../model/notifications';
import { accountQueryOptions } from './account-get';

// PUT /api/investor/account/notifications through the outbox: silent (retried until the server
// answers) and coalesced, so toggling offline leaves one pending save, the latest.

export const saveNotificationChoices = (choices: NotificationChoices) =>
  outbox.submit<NotificationChoices>({
    kind: 'notification-choices',
    label: 'Notification choices',
    replay: 'silent',
    method: 'PUT',
    path: '/investor/account/notifications',
    body: choices,
    coalesce: true,
  });

export function useSaveNotificationChoices() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<NotificationChoices>, Error, NotificationChoices>({
    networkMode: 'always',
    mutationFn: saveNotificationChoices,
    onSuccess: (result) => {
      if (result.state === 'sent') void queryClient.invalidateQueries(accountQueryOptions());
    },
  });
}
