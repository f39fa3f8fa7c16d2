import { Button, Skeleton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { DataError } from '@/ui/data-error';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import type { GoalsView } from '../hooks/use-goals-view';

// What a screen about one goal shows before it has the goal: the goals loading, their error,
// or a goal that is not there (deleted, another account's, or made here and not sent yet).

/** The loading or error state while the goals are not there yet; null once they are. */
export function goalsNotReady({ query, goals }: GoalsView): ReactElement | null {
  if (query.isPending) return <Skeleton h="72" borderRadius="l3" />;
  if (goals) return null;
  return (
    <DataError
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** A goal the list does not have; `waiting` when it was made here and is not sent yet. */
export function MissingGoal({ waiting, after }: { waiting: boolean; after: string }) {
  return (
    <ScreenEmptyState
      title={waiting ? 'This goal is not sent yet' : 'No such goal'}
      description={
        waiting
          ? `It is saved on this device and is sent when you are back online; ${after} after that.`
          : 'It may have been deleted, or it belongs to another account.'
      }
    >
      <Button asChild colorPalette="purple">
        <Link to="/investor/goals">Your goals</Link>
      </Button>
    </ScreenEmptyState>
  );
}
