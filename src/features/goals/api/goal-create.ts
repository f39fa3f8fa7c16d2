import type { WriteRequest } from '@/outbox';
import type { GoalCreate } from '../model/contract';
import { GOAL_WRITE_KINDS, GOALS_PATH } from '../model/pending-goals';
import { useGoalWrite } from './goal-write';

// POST /api/investor/goals with an id made on this device, so that a goal typed offline can be
// linked to a basket (a PUT naming that id) before the server has it; the outbox keeps both in
// order.

export const goalCreateWrite = (body: GoalCreate): WriteRequest => ({
  kind: GOAL_WRITE_KINDS.create,
  label: `New goal: ${body.name}`,
  replay: 'silent',
  method: 'POST',
  path: GOALS_PATH,
  body,
});

export const useCreateGoal = () => useGoalWrite(goalCreateWrite);
