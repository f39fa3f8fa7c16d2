import * as z from 'zod/mini';

// The leads screen's address: ?lead=<id> opens one lead, ?view=list shows the list instead of
// the board, so a reload or a link from the client book reopens the same place. Anything
// malformed is dropped, not an error.

export const LEAD_VIEWS = ['board', 'list'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const leadSearchSchema = z.object({
  lead: z.catch(z.optional(z.uuid()), undefined),
  view: z.catch(z.optional(z.enum(LEAD_VIEWS)), undefined),
});
export type LeadSearch = z.infer<typeof leadSearchSchema>;
