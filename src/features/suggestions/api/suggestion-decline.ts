import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import type { Decline, Suggestion } from '../model/contract';
import { SUGGESTIONS_KEY, suggestionPath } from './suggestions-get';

// POST /api/investor/suggestions/{id}/decline through the outbox as a `silent` write: declining
// moves no money, so offline it waits on this device and is sent when the network is back
// (the card says so meanwhile). Sent or refused, the list is fetched again.

export const DECLINE_KIND = 'suggestion-decline';

export interface DeclineInput {
  suggestion: Pick<Suggestion, 'suggestionId' | 'title'>;
  reason: string;
}

export const declinePath = (suggestionId: string) => `${suggestionPath(suggestionId)}/decline`;

export function declineBody(reason: string): Decline {
  const trimmed = reason.trim();
  return trimmed === '' ? {} : { reason: trimmed };
}

export function useDeclineSuggestion() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, DeclineInput>({
    networkMode: 'always',
    mutationFn: ({ suggestion, reason }) =>
      outbox.submit({
        kind: DECLINE_KIND,
        label: `Decline “${suggestion.title}”`,
        replay: 'silent',
        method: 'POST',
        path: declinePath(suggestion.suggestionId),
        body: declineBody(reason),
      }),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY });
      }
    },
  });
}
