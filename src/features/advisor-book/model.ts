import * as z from 'zod/mini';

/** Same limit as the server (server/modules/advisor-book/schema.ts). */
export const NOTE_MAX_CHARS = 4000;

export const investorSummarySchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  track: z.string(),
  riskCategory: z.optional(z.nullable(z.string())),
});
export type InvestorSummary = z.infer<typeof investorSummarySchema>;

export const noteSchema = z.object({
  noteId: z.string(),
  investorId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), name: z.nullable(z.string()) }),
});
export type ClientNote = z.infer<typeof noteSchema>;

/** Where an investor is in onboarding, in words (track statuses, server/services/tracks.ts). */
export const TRACK_TEXT: Record<string, string> = {
  UPFKYCPENDING: 'KYC not started',
  UPFKYCINPROCESS: 'KYC under review',
  UPFRISKPROFILEPENDING: 'Risk profile due',
  UPFBROKERPENDING: 'Broker not linked',
  UPFACTIVE: 'Active',
  UPFACCOUNTFROZEN: 'Account frozen',
};

/** Client-side check before the outbox keeps a note: the server checks the same. */
export function noteError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'Write the note';
  if (trimmed.length > NOTE_MAX_CHARS) return `A note is at most ${NOTE_MAX_CHARS} characters`;
  return null;
}
