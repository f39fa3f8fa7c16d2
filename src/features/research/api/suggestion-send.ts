import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type WriteRequest } from '@/outbox';
import { sentSchema, type CreateSuggestion, type Sent } from '../model/suggestion-contract';
import { CALLS_KEY } from './calls-get';

// POST /api/advisor/suggestions through the outbox with `replay: 'confirm'`: the server checks
// each client's suitability at the moment it arrives, so a send that could not go at once waits
// as "not sent" until the adviser confirms it again online. The sendId is made when the adviser
// acts (the suggestions' ids derive from it). A 422 `unsuitable` throws its ApiError, whose
// problem body names each blocked client and rule (model/send-problem.ts reads it).

export const SUGGESTION_SEND_KIND = 'suggestion-send';

export const suggestionSendWrite = (body: CreateSuggestion, title: string): WriteRequest => ({
  kind: SUGGESTION_SEND_KIND,
  label: title,
  replay: 'confirm',
  method: 'POST',
  path: '/advisor/suggestions',
  body,
});

export type SendOutcome = { state: 'sent'; sent: Sent } | { state: 'waiting' };

export function useSendSuggestion() {
  const queryClient = useQueryClient();
  return useMutation<SendOutcome, Error, { body: CreateSuggestion; title: string }>({
    networkMode: 'always',
    mutationFn: async ({ body, title }) => {
      const result = await outbox.submit(suggestionSendWrite(body, title));
      if (result.state !== 'sent') return { state: 'waiting' };
      return { state: 'sent', sent: sentSchema.parse(result.data) };
    },
    onSettled: (outcome) => {
      if (outcome?.state !== 'sent') return;
      void queryClient.invalidateQueries({ queryKey: CALLS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['gateway', 'advisor', 'models'] });
      void queryClient.invalidateQueries({ queryKey: ['gateway', 'advisor', 'suggestions'] });
    },
  });
}
