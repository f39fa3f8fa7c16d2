import { z } from 'zod';

export const STEP_IDS = ['kyc', 'documents', 'review', 'risk-profile', 'broker'] as const;
export const STEP_STATES = ['done', 'current', 'waiting', 'attention', 'todo'] as const;

const at = z.string().nullable().describe('ISO time of the step’s last event');

export const journeyStepSchema = z.object({
  id: z.enum(STEP_IDS),
  title: z.string(),
  state: z.enum(STEP_STATES),
  /** One plain sentence: what happened, or what is needed. */
  detail: z.string(),
  /** The screen that does this step, when the investor can act on it now. */
  path: z.string().nullable(),
  at,
});

export const journeySchema = z.object({
  track: z.string(),
  steps: z.array(journeyStepSchema),
  /** The step to do now, or null when the investor waits (or is done). */
  next: z.object({ id: z.enum(STEP_IDS), title: z.string(), path: z.string() }).nullable(),
  /** What the adviser is doing meanwhile, when the investor waits on them. */
  waitingFor: z.string().nullable(),
  adviser: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
});

export const pipelineInvestorSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  track: z.string(),
  /** Since when the investor has been at this step (ISO). */
  since: z.string(),
});

export const pipelineSchema = z.object({
  stages: z.array(
    z.object({
      track: z.string(),
      title: z.string(),
      /** Who acts next: the investor, or the adviser. */
      waitingOn: z.enum(['investor', 'adviser', 'nobody']),
      count: z.number().int(),
      investors: z.array(pipelineInvestorSchema),
    }),
  ),
  total: z.number().int(),
});

export type JourneyStep = z.infer<typeof journeyStepSchema>;
export type Journey = z.infer<typeof journeySchema>;
