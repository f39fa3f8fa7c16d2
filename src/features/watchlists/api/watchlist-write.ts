import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/api/http-client';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { Watchlist, Watchlists } from '../model/contract';
import { applyEdit, type WatchlistEdit } from '../model/edits';
import { watchlistsQueryOptions } from './watchlists-get';

// Every watchlist edit goes through the outbox as a `silent` write (ARCHITECTURE.md, "The write
// path": retried until the server answers, with its Idempotency-Key), shown at once: the edit is
// applied to the lists on screen before it is sent, and laid over the saved lists after a reload
// while it waits (hooks/use-watchlists-view.ts). A refusal puts the server's lists back.

export const LISTS_PATH = '/investor/watchlists';
export const listPath = (id: string) => `${LISTS_PATH}/${id}`;

export interface WatchlistWrite {
  request: WriteRequest;
  edit: WatchlistEdit;
}

type Answer = SubmitResult<Watchlist | { deleted: boolean }>;

export function useWatchlistWrite<I>(toWrite: (input: I) => WatchlistWrite) {
  const queryClient = useQueryClient();
  const key = watchlistsQueryOptions().queryKey;
  return useMutation<Answer, Error, I>({
    networkMode: 'always',
    mutationFn: (input) => outbox.submit(toWrite(input).request),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ApiResult<Watchlists>>(key, (old) =>
        old
          ? {
              ...old,
              data: {
                ...old.data,
                lists: applyEdit(old.data.lists, toWrite(input).edit, new Date().toISOString()),
              },
            }
          : old,
      );
    },
    onSettled: (result, error) => {
      // Sent or refused: the server's lists are the truth. Queued: the edit stays on screen.
      if (error || result?.state === 'sent') void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
