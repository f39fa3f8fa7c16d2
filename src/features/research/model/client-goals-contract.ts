import * as z from 'zod/mini';
import { GOAL_TYPES } from '../../../domain/goal-types';

/**
 * GET /api/advisor/investors/{id}/goals: one client's goals as their adviser sees them when
 * assigning a model portfolio to a goal (issue 16, Deliver 2; `source.goalIds` of
 * POST /api/advisor/suggestions). Only the caller's own clients (another adviser's client is
 * 404, an investor's token 403). Served by server/modules/advisor-book/client-goals-routes.ts
 * and parsed by the research feature's send dialog. Money is integer paise; days YYYY-MM-DD.
 */

export const CLIENT_GOAL_STATUSES = ['on-track', 'at-risk', 'off-track'] as const;
export type ClientGoalStatus = (typeof CLIENT_GOAL_STATUSES)[number];

export const clientGoalSchema = z.object({
  goalId: z.string(),
  name: z.string(),
  type: z.enum(GOAL_TYPES),
  /** What the goal costs in today's money, paise (the investor's own figure). */
  targetPaise: z.int(),
  targetDate: z.string(),
  /** Progress against the goal's plan on the market day (the goals feature's rule). */
  status: z.enum(CLIENT_GOAL_STATUSES),
  /** The caller's model portfolios now assigned to this client for this goal. */
  models: z.array(z.object({ modelId: z.string(), name: z.string() })),
});
export type ClientGoal = z.infer<typeof clientGoalSchema>;

export const clientGoalsSchema = z.object({
  /** Soonest target date first. */
  goals: z.array(clientGoalSchema),
});
export type ClientGoals = z.infer<typeof clientGoalsSchema>;
