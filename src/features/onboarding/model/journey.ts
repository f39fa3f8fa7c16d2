import * as z from 'zod/mini';

// GET /api/investor/onboarding and GET /api/advisor/pipeline, as the server documents them
// (server/modules/onboarding/schema.ts).

const STEP_IDS = ['kyc', 'documents', 'review', 'risk-profile', 'broker'] as const;

export const journeyStepSchema = z.object({
  id: z.enum(STEP_IDS),
  title: z.string(),
  state: z.enum(['done', 'current', 'waiting', 'attention', 'todo']),
  detail: z.string(),
  path: z.nullable(z.string()),
  at: z.nullable(z.string()),
});

export const journeySchema = z.object({
  track: z.string(),
  steps: z.array(journeyStepSchema),
  next: z.nullable(z.object({ id: z.enum(STEP_IDS), title: z.string(), path: z.string() })),
  waitingFor: z.nullable(z.string()),
  adviser: z.nullable(z.object({ id: z.string(), name: z.nullable(z.string()) })),
});

export const pipelineSchema = z.object({
  stages: z.array(
    z.object({
      track: z.string(),
      title: z.string(),
      waitingOn: z.enum(['investor', 'adviser', 'nobody']),
      count: z.number(),
      investors: z.array(
        z.object({
          id: z.string(),
          name: z.nullable(z.string()),
          email: z.nullable(z.string()),
          track: z.string(),
          since: z.string(),
        }),
      ),
    }),
  ),
  total: z.number(),
});

export type JourneyStep = z.infer<typeof journeyStepSchema>;
export type Journey = z.infer<typeof journeySchema>;
export type Pipeline = z.infer<typeof pipelineSchema>;

/** Search over name and e-mail, case- and accent-blind enough for Indian names typed on phones. */
export function matchesSearch(
  investor: { name: string | null; email: string | null },
  query: string,
): boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return true;
  return [investor.name, investor.email].some((text) => text?.toLowerCase().includes(wanted));
}
