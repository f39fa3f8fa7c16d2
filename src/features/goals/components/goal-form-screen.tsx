import { Button, Skeleton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { DataError } from '@/ui/data-error';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useGoalsView } from '../hooks/use-goals-view';
import { GoalForm, type GoalSaved } from './goal-form';

interface GoalFormScreenProps {
  /** The goal to edit; none to create one. */
  goalId?: string | undefined;
  onSaved: (saved: GoalSaved) => void;
}

/** Create a goal, or edit one of the investor's (found in their goals, offline too). */
export function GoalFormScreen({ goalId, onSaved }: GoalFormScreenProps) {
  if (!goalId) return <GoalForm onSaved={onSaved} />;
  return <EditGoal goalId={goalId} onSaved={onSaved} />;
}

function EditGoal({
  goalId,
  onSaved,
}: {
  goalId: string;
  onSaved: GoalFormScreenProps['onSaved'];
}) {
  const { query, goals, pending } = useGoalsView();
  if (query.isPending) return <Skeleton h="96" borderRadius="l3" />;
  if (!goals) {
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const goal = goals.find((candidate) => candidate.goalId === goalId);
  if (!goal) {
    const waiting = pending.created.some((created) => created.id === goalId);
    return (
      <ScreenEmptyState
        title={waiting ? 'This goal is not sent yet' : 'No such goal'}
        description={
          waiting
            ? 'It is saved on this device and is sent when you are back online; edit it after that.'
            : 'It may have been deleted, or it belongs to another account.'
        }
      >
        <Button asChild colorPalette="purple">
          <Link to="/investor/goals">Your goals</Link>
        </Button>
      </ScreenEmptyState>
    );
  }
  return <GoalForm key={goal.goalId} goal={goal} onSaved={onSaved} />;
}
