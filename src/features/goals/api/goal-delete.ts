import type { WriteRequest } from '@/outbox';
import { GOAL_WRITE_KINDS, GOALS_PATH } from '../model/pending-goals';
import { useGoalWrite } from './goal-write';

// DELETE /api/investor/goals/{goalId}: the goal and what was recorded for it; its basket and the
// basket's holdings stay. Gone from the screen at once.

export const goalDeleteWrite = (goal: { goalId: string; name: string }): WriteRequest => ({
  kind: GOAL_WRITE_KINDS.remove,
  label: `Delete the goal ${goal.name}`,
  replay: 'silent',
  method: 'DELETE',
  path: `${GOALS_PATH}/${goal.goalId}`,
});

export const useDeleteGoal = () =>
  useGoalWrite(goalDeleteWrite, (goals, input) =>
    goals.filter((goal) => goal.goalId !== input.goalId),
  );
