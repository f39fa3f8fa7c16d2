import { Skeleton, Stack } from '@chakra-ui/react';
import { useOutboxItems, type OutboxItem } from '@/outbox';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { ACCEPT_KIND } from '../api/suggestion-accept';
import { DECLINE_KIND, declinePath } from '../api/suggestion-decline';
import { suggestionPath, useSuggestions } from '../api/suggestions-get';
import { sortSuggestions } from '../model/accept-form';
import { pendingText } from '../model/suggestion-text';
import { SuggestionCard } from './suggestion-card';

/**
 * /investor/suggestions (issue 16, Deliver 4): what the adviser sent, pending first and then
 * newest first, each with its rationale, orders, charges and tax and effect on the portfolio,
 * to accept (orders placed once, online), lower quantities, or decline with a reason. Opens from
 * the saved answer offline, with "as of".
 */
export function SuggestionsScreen({ title }: { title: string }) {
  const query = useSuggestions();
  const items = useOutboxItems();
  const result = query.data;
  const waitingOf = (suggestionId: string): OutboxItem[] =>
    items.filter(
      (item) => item.kind === ACCEPT_KIND && item.path === `${suggestionPath(suggestionId)}/accept`,
    );
  const declineWaiting = (suggestionId: string): boolean =>
    items.some((item) => item.kind === DECLINE_KIND && item.path === declinePath(suggestionId));
  const pending = result ? pendingText(result.data.pending) : null;

  return (
    <PageFrame
      title={title}
      description={
        result
          ? (pending ?? 'Nothing waiting for you: your adviser’s suggestions, newest first.')
          : undefined
      }
    >
      {result ? (
        <Stack gap={4}>
          <AsOf cache={result.cache} cachedAt={result.cachedAt} />
          {result.data.suggestions.length === 0 ? (
            <ScreenEmptyState
              title="No suggestions yet"
              description="No suggestions yet: your adviser’s suggestions appear here."
            />
          ) : (
            <Stack as="ul" gap={4} listStyleType="none" aria-label="Suggestions">
              {sortSuggestions(result.data.suggestions).map((suggestion) => (
                <li key={suggestion.suggestionId}>
                  <SuggestionCard
                    suggestion={suggestion}
                    asOf={result.data.asOf}
                    waiting={waitingOf(suggestion.suggestionId)}
                    declineWaiting={declineWaiting(suggestion.suggestionId)}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      ) : query.isPending ? (
        <Stack gap={4} aria-busy="true" aria-label="Loading suggestions">
          <Skeleton h="64" borderRadius="l3" />
          <Skeleton h="64" borderRadius="l3" />
        </Stack>
      ) : (
        <DataError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </PageFrame>
  );
}
