import type { WriteRequest } from '@/outbox';
import type { GoalUpdate } from '../model/contract';
import { GOAL_WRITE_KINDS, GOALS_PATH } from '../model/pending-goals';
import { useGoalWrite } from './goal-write';

// PUT /api/investor/goals/{goalId}: the whole goal as it should be (an edit, or a basket linked
// or unlinked), so a replay leaves the same goal and an unsent older edit is replaced.

export interface GoalUpdateInput {
  goalId: string;
  body: GoalUpdate;
  /** What the outbox queue shows, e.g. "Link Retirement to Quality leaders". */
  label?: string;
}

export const goalUpdateWrite = ({ goalId, body, label }: GoalUpdateInput): WriteRequest => ({
  kind: GOAL_WRITE_KINDS.update,
  label: label ?? `Change the goal ${body.name}`,
  replay: 'silent',
  method: 'PUT',
  path: `${GOALS_PATH}/${goalId}`,
  body,
  coalesce: true,
});

export const useUpdateGoal = () => useGoalWrite(goalUpdateWrite);
