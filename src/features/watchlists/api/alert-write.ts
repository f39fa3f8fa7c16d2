import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/api/http-client';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { PriceAlert, PriceAlerts } from '../model/contract';
import { applyAlertEdit, type AlertEdit } from '../model/edits';
import { alertsQueryOptions } from './alerts-get';

// Alert edits, like list edits, are `silent` outbox writes shown at once (api/watchlist-write.ts).

export const ALERTS_PATH = '/investor/alerts';

export interface AlertWrite {
  request: WriteRequest;
  edit: AlertEdit;
}

export function useAlertWrite<I>(toWrite: (input: I) => AlertWrite) {
  const queryClient = useQueryClient();
  const key = alertsQueryOptions().queryKey;
  return useMutation<SubmitResult<PriceAlert | { deleted: boolean }>, Error, I>({
    networkMode: 'always',
    mutationFn: (input) => outbox.submit(toWrite(input).request),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ApiResult<PriceAlerts>>(key, (old) =>
        old
          ? {
              ...old,
              data: { ...old.data, alerts: applyAlertEdit(old.data.alerts, toWrite(input).edit) },
            }
          : old,
      );
    },
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
