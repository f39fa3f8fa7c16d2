import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/api/http-client';
import { outbox, type SubmitResult } from '@/outbox';
import { formatRupees } from '@/ui/format-money';
import {
  suggestionSchema,
  type Accept,
  type Suggestion,
  type SuggestionList,
} from '../model/contract';
import { SUGGESTIONS_KEY, suggestionPath } from './suggestions-get';

// POST /api/investor/suggestions/{id}/accept through the outbox as a `confirm` write, like every
// order (ARCHITECTURE.md, "The write path"): offline it stays on this device as "not sent" and
// goes only when the investor confirms it again online, never on its own, since prices move.
// The outbox adds the Idempotency-Key, so a second tap or a retry answers the same group.

export const ACCEPT_KIND = 'suggestion-accept';

export interface AcceptInput {
  suggestion: Pick<Suggestion, 'suggestionId' | 'title'>;
  body: Accept;
  /** What the investor confirmed, for the outbox's label. */
  total: number;
}

export type AcceptOutcome =
  | { state: 'sent'; suggestion: Suggestion | null }
  | { state: 'needs-confirm'; id: string; reason: string | null };

/** The answer, or the item kept on this device; the answer's body is read when it is a suggestion. */
export function acceptOutcome(result: SubmitResult): AcceptOutcome {
  if (result.state === 'sent') {
    const parsed = suggestionSchema.safeParse(result.data);
    return { state: 'sent', suggestion: parsed.success ? parsed.data : null };
  }
  const item = outbox.items().find((candidate) => candidate.id === result.id);
  return { state: 'needs-confirm', id: result.id, reason: item?.lastError ?? null };
}

/**
 * Orders change holdings, funds, orders, the portfolio, goals and baskets: every investor query
 * (their keys all start ['gateway', 'investor'], the suggestions' too) is fetched again.
 */
export function refreshAfterOrders(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['gateway', 'investor'] });
}

/** Shows the accepted suggestion at once, before the list is fetched again. */
export function showAnswered(queryClient: QueryClient, suggestion: Suggestion): void {
  queryClient.setQueryData<ApiResult<SuggestionList>>(SUGGESTIONS_KEY, (old) =>
    old
      ? {
          ...old,
          data: {
            ...old.data,
            suggestions: old.data.suggestions.map((item) =>
              item.suggestionId === suggestion.suggestionId ? suggestion : item,
            ),
            pending: old.data.suggestions.filter(
              (item) =>
                (item.suggestionId === suggestion.suggestionId ? suggestion : item).status ===
                'pending',
            ).length,
          },
        }
      : old,
  );
}

export const acceptRequest = ({ suggestion, body, total }: AcceptInput) => ({
  kind: ACCEPT_KIND,
  label: `Accept “${suggestion.title}” (${formatRupees(total)})`,
  replay: 'confirm' as const,
  method: 'POST' as const,
  path: `${suggestionPath(suggestion.suggestionId)}/accept`,
  body,
});

export function useAcceptSuggestion() {
  const queryClient = useQueryClient();
  return useMutation<AcceptOutcome, Error, AcceptInput>({
    networkMode: 'always',
    mutationFn: async (input) => acceptOutcome(await outbox.submit(acceptRequest(input))),
    onSuccess: (outcome) => {
      if (outcome.state !== 'sent') return;
      if (outcome.suggestion) showAnswered(queryClient, outcome.suggestion);
      refreshAfterOrders(queryClient);
    },
  });
}

/** Sends an accept kept on this device, now, online, with its original key. */
export function useConfirmWaitingAccept() {
  const queryClient = useQueryClient();
  return useMutation<AcceptOutcome, Error, string>({
    networkMode: 'always',
    mutationFn: async (id) => acceptOutcome(await outbox.confirm(id)),
    onSuccess: (outcome) => {
      if (outcome.state !== 'sent') return;
      if (outcome.suggestion) showAnswered(queryClient, outcome.suggestion);
      refreshAfterOrders(queryClient);
    },
  });
}
