import type { WriteRequest } from '@/outbox';
import type { ContributionCreate } from '../model/contract';
import { GOAL_WRITE_KINDS, GOALS_PATH } from '../model/pending-goals';
import { useGoalWrite } from './goal-write';

// POST /api/investor/goals/{goalId}/contributions: money invested elsewhere for the goal (a PPF
// deposit, a fund bought at another broker). No money moves here, so it is replayed silently;
// its id, made on this device, makes a replay land once.

export interface ContributionInput {
  goal: { goalId: string; name: string };
  body: ContributionCreate;
}

export const contributionWrite = ({ goal, body }: ContributionInput): WriteRequest => ({
  kind: GOAL_WRITE_KINDS.contribution,
  label: `Money recorded for ${goal.name}`,
  replay: 'silent',
  method: 'POST',
  path: `${GOALS_PATH}/${goal.goalId}/contributions`,
  body,
});

export const useRecordContribution = () => useGoalWrite(contributionWrite);
