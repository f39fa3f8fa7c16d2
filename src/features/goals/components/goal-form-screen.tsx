import { useGoalsView } from '../hooks/use-goals-view';
import { goalsNotReady, MissingGoal } from './goal-lookup';
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
  const view = useGoalsView();
  const notReady = goalsNotReady(view);
  if (notReady || !view.goals) return notReady;
  const { pending } = view;
  const goals = view.goals;
  const goal = goals.find((candidate) => candidate.goalId === goalId);
  if (!goal) {
    const waiting = pending.created.some((created) => created.id === goalId);
    return <MissingGoal waiting={waiting} after="edit it" />;
  }
  return <GoalForm key={goal.goalId} goal={goal} onSaved={onSaved} />;
}
