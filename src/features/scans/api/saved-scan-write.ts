import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/api/http-client';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { SavedScanList } from '../model/contract';
import { applySavedScanEdit, type SavedScanEdit } from '../model/saved-edits';
import { SAVED_SCANS_KEY, SCANS_PREFIX } from './saved-scans-get';

// Every saved-scan edit goes through the outbox as a `silent` write (ARCHITECTURE.md, "The
// write path": retried until the server answers, with its Idempotency-Key), shown at once: the
// edit is applied to the list on screen before it is sent. A refusal puts the server's list back.

export interface SavedScanWrite {
  request: WriteRequest;
  edit: SavedScanEdit;
}

export function useSavedScanWrite<I>(toWrite: (input: I) => SavedScanWrite) {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, I>({
    networkMode: 'always',
    mutationFn: (input) => outbox.submit(toWrite(input).request),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: SAVED_SCANS_KEY });
      queryClient.setQueryData<ApiResult<SavedScanList>>(SAVED_SCANS_KEY, (old) =>
        old
          ? {
              ...old,
              data: { scans: applySavedScanEdit(old.data.scans, toWrite(input).edit) },
            }
          : old,
      );
    },
    onSettled: (result, error) => {
      // Sent or refused: the server's list is the truth (every reader of it, strategies too).
      // Queued: the edit stays on screen.
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: SCANS_PREFIX });
      }
    },
  });
}
